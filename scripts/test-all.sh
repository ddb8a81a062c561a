#!/usr/bin/env bash
# `pnpm run test:all` (what `npm test` and CI run): the phases one after another, stopping at the
# first that fails, then each phase's seconds (also after a failure), so the output shows where the
# time goes. `checks` builds the packages, so `test:e2e` does not build them again (MF_PACKAGES_BUILT).
# `test:unit` (one vitest worker on 2 cores) and `test:stories` (one browser page) each keep about
# one core busy, so they run side by side (scripts/side-by-side.sh), as the checks do.
set -uo pipefail
cd "$(dirname "$0")/.."
phases=(checks 'test:unit test:stories' test:e2e)
summary=()
status=0
total_start=$(date +%s)
for phase in "${phases[@]}"; do
  start=$(date +%s)
  if [ "$phase" = "${phase% *}" ]; then
    pnpm run "$phase"
  else
    # shellcheck disable=SC2086 # the phase's scripts, one word each
    bash scripts/side-by-side.sh $phase
  fi
  status=$?
  summary+=("${phase// / + } $(($(date +%s) - start))s$([ "$status" = 0 ] || echo " (failed, exit $status)")")
  [ "$status" = 0 ] || break
  [ "$phase" = checks ] && export MF_PACKAGES_BUILT=1
done
echo "mealflow: phases of npm test (seconds, load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)):"
printf '  %s\n' "${summary[@]}"
echo "  total $(($(date +%s) - total_start))s"
exit "$status"
