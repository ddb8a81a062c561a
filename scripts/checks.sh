#!/usr/bin/env bash
# The static checks of `npm test`, side by side (scripts/side-by-side.sh): lint, typecheck and the
# packages' build followed by what a consumer of the built SDK pays (check:packages:
# scripts/check-sdk-size.mjs), and the SDK's API reference with its link check (docs:api:
# scripts/api-docs.mjs, issue 33) each keep about one core busy, so on CI's 2 cores running them
# together takes about half the time of running them one after another.
set -uo pipefail
cd "$(dirname "$0")/.."
exec bash scripts/side-by-side.sh lint typecheck check:packages docs:api
