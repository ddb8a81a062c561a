#!/usr/bin/env bash
# `bash scripts/side-by-side.sh <pnpm script>...`: runs the given package.json scripts at the same
# time, each with its output in a file, then prints each one's output whole once all have ended
# (never interleaved), followed by its exit code and seconds; fails when any of them failed.
# npm test runs its steps that keep about one core busy this way, two or more at a time, so a
# 2-core machine is not half idle (scripts/checks.sh; scripts/test-all.sh's tests phase).
set -uo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
for script in "$@"; do
  (
    start=$(date +%s)
    pnpm run "$script" >"$out/$script.log" 2>&1
    echo "$? $(($(date +%s) - start))" >"$out/$script.rc"
  ) &
done
wait
status=0
for script in "$@"; do
  read -r rc seconds <"$out/$script.rc"
  cat "$out/$script.log"
  echo "mealflow: $script exited $rc after ${seconds}s"
  [ "$rc" = 0 ] || status=1
done
exit "$status"
