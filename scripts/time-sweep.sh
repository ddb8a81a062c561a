#!/usr/bin/env bash
# `pnpm run time-sweep [vitest args]`: the unit suite (or the projects/files given) under libfaketime at
# the hours a cut-off or a date decides, Moscow time (UTC+3, Minsk too). Each row's clock is a relative
# offset (`faketime -f +N`), so every child process (vitest workers, Chromium, servers) shares one clock
# that moves on in real time (the 23:59 row crosses midnight while it runs). Prints one line per row:
# the time, passed/failed counts, the failing tests. Needs libfaketime (Debian: apt-get install faketime);
# not in `npm test` (eight runs are too long for CI). TIME_SWEEP_ROWS='sun-2000 sun-2359' runs those rows
# only; TIME_SWEEP_OUT keeps each row's log and JSON report (default: a temporary folder).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/toolchain.sh
source scripts/toolchain.sh
command -v faketime >/dev/null || { echo "time-sweep: needs faketime (apt-get install -y faketime)" >&2; exit 2; }

# label | Moscow time | why
rows=(
  'mon-1459|2026-11-30 14:59:30|Mon 14:59:30, the morning cut-off (15:00:00)'
  'mon-1500|2026-11-30 15:00:30|Mon 15:00:30, just past the morning cut-off'
  'sun-1959|2026-12-06 19:59:30|Sun 19:59:30, the evening cut-off (19:59:59)'
  'sun-2000|2026-12-06 20:00:30|Sun 20:00:30, just past the evening cut-off'
  'sun-2359|2026-12-06 23:59:00|Sun 23:59:00, Moscow date changes during the run'
  'mon-0230|2026-12-07 02:30:00|Mon 02:30, UTC date is still Sunday'
  'thu-1231|2026-12-31 23:58:00|Thu 31 Dec 23:58, month and year end, New Year holidays'
  'sat-1000|2026-12-05 10:00:00|Sat 10:00, a weekend'
)
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--project sdk --project sandbox --project web --project deploy)
# Node's timers keep the real monotonic clock; Chromium renders nothing unless its monotonic clock moves
# with the wall clock (both offsets are constant, so durations stay true either way).
monotonic=1
[[ " ${args[*]} " != *storybook* ]] || monotonic=0
out=${TIME_SWEEP_OUT:-$(mktemp -d /tmp/time-sweep.XXXXXX)}
mkdir -p "$out"
summary=()
failed=0
for row in "${rows[@]}"; do
  IFS='|' read -r label moscow why <<<"$row"
  if [ -n "${TIME_SWEEP_ROWS:-}" ] && [[ " $TIME_SWEEP_ROWS " != *" $label "* ]]; then continue; fi
  offset=$(($(date -d "$moscow +03:00" +%s) - $(date +%s)))
  [ "$offset" -lt 0 ] && sign='' || sign='+'
  echo "time-sweep: $why (offset ${sign}${offset} s), log $out/$label.log"
  status=0
  FAKETIME_DONT_FAKE_MONOTONIC=$monotonic faketime -f "${sign}${offset}" \
    nice -n 5 pnpm exec vitest run "${args[@]}" --reporter dot --reporter json --outputFile.json="$out/$label.json" \
    >"$out/$label.log" 2>&1 || status=$?
  line=$(node -e '
    const fs = require("node:fs");
    const [file, when, status] = process.argv.slice(1);
    let r;
    try { r = JSON.parse(fs.readFileSync(file, "utf8")); } catch { console.log(`${when}: no report (exit ${status})`); process.exit(); }
    const failing = r.testResults.flatMap((f) => {
      const rel = f.name.replace(process.cwd() + "/", "");
      const tests = f.assertionResults.filter((t) => t.status === "failed").map((t) => `${rel} > ${t.fullName}`);
      return tests.length || f.status !== "failed" ? tests : [`${rel} (${(f.message || "file failed").split("\n")[0]})`];
    });
    console.log(`${when}: passed ${r.numPassedTests}, failed ${r.numFailedTests}` + (failing.length ? `: ${failing.join("; ")}` : ""));
  ' "$out/$label.json" "$moscow MSK" "$status")
  echo "$line"
  summary+=("$line")
  [ "$status" -eq 0 ] || failed=1
done
echo "time-sweep: summary (logs in $out)"
printf '  %s\n' "${summary[@]}"
exit "$failed"
