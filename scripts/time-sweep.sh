#!/usr/bin/env bash
# `pnpm run time-sweep [vitest args]`: the unit suite (or the files given) under a faked clock at the
# calendar boundaries a test or a rule may silently depend on, in Moscow and Minsk time (UTC+3):
# the 20:00 evening cut-off, the day, the week, the month and the year changing. Each instant starts
# 90 s before its boundary, so a run crosses it. Needs libfaketime (Debian: apt-get install faketime).
# The e2e journeys are better swept one instant per run (`faketime -f '@…' pnpm run test:e2e`), with
# FAKETIME_DONT_RESET=1 so the servers and Playwright's workers share one faked clock.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/toolchain.sh
source scripts/toolchain.sh
command -v faketime >/dev/null || { echo "time-sweep: needs faketime (apt-get install -y faketime)" >&2; exit 2; }
# UTC instants: 19:58:30 Moscow (cut-off), 23:58:30 Saturday (day), Sunday -> Monday (week),
# 30 Nov -> 1 Dec (month), 31 Dec -> 1 Jan (year).
instants=(
  '2026-11-28 16:58:30'
  '2026-11-28 20:58:30'
  '2026-11-29 20:58:30'
  '2026-11-30 20:58:30'
  '2026-12-31 20:58:30'
)
args=("$@")
[ ${#args[@]} -gt 0 ] || args=(--project sdk --project sandbox --project web --project deploy)
failed=0
for instant in "${instants[@]}"; do
  echo "time-sweep: $instant UTC"
  if ! FAKETIME_DONT_RESET=1 faketime -f "@$instant" pnpm exec vitest run "${args[@]}" --reporter dot; then
    echo "time-sweep: FAILED at $instant UTC" >&2
    failed=1
  fi
done
exit "$failed"
