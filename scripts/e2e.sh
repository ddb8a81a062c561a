#!/usr/bin/env bash
# `pnpm run test:e2e`: the two builds the journeys run against, then `playwright test` (arguments
# pass on to it).
#   sandbox build (vite preview: the desktop and phone projects)  apps/web/${MF_OUT_DIR:-dist-sandbox}
#   production build (nginx: the production project)             apps/web/${E2E_PROD_OUT_DIR}
# E2E_PROD_OUT_DIR defaults to `dist`, or to `${MF_OUT_DIR}-production` when MF_OUT_DIR is set, so a
# run with a build folder of one's own never serves one build in place of the other
# (playwright.config.ts reads the same variable). The packages' build (the sandbox's standalone
# server behind nginx) is skipped when `npm test`'s checks phase has just made it (MF_PACKAGES_BUILT).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/toolchain.sh
source scripts/toolchain.sh
prod_out="${E2E_PROD_OUT_DIR:-${MF_OUT_DIR:+${MF_OUT_DIR}-production}}"
export E2E_PROD_OUT_DIR="${prod_out:-dist}"
pnpm --filter @mealflow/web run build
MF_OUT_DIR="$E2E_PROD_OUT_DIR" bash scripts/serve-production.sh --build-only
exec pnpm exec playwright test "$@"
