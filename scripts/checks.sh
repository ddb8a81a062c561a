#!/usr/bin/env bash
# The static checks of `npm test`, side by side: lint, typecheck and the packages' build followed by
# what a consumer of the built SDK pays (check:packages: scripts/check-sdk-size.mjs), and the SDK's API
# reference with its link check (docs:api: scripts/api-docs.mjs, issue 33) each keep about one core busy, so on CI's 2 cores running them together takes about half the time of
# running them one after another. Each one's output is printed whole once all have ended (never
# interleaved), followed by its exit code; the script fails when any of them failed.
set -uo pipefail
cd "$(dirname "$0")/.."
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
checks=(lint typecheck check:packages docs:api)
for check in "${checks[@]}"; do
  (
    start=$(date +%s)
    pnpm run "$check" >"$out/$check.log" 2>&1
    echo "$? $(($(date +%s) - start))" >"$out/$check.rc"
  ) &
done
wait
status=0
for check in "${checks[@]}"; do
  read -r rc seconds <"$out/$check.rc"
  cat "$out/$check.log"
  echo "mealflow: $check exited $rc after ${seconds}s"
  [ "$rc" = 0 ] || status=1
done
exit "$status"
