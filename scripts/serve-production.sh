#!/usr/bin/env bash
# `npm run serve:production`: the production build (apps/web/dist) through the deploy/ nginx
# configuration on http://localhost:${PORT:-8080}, with /api/ and /configs/ going to the sandbox's
# standalone HTTP server (${SANDBOX_PORT:-PORT+1}) as a stand-in backend. Installs Debian's nginx
# through apt when missing.
#   scripts/serve-production.sh            build (against the sandbox's stand-in scripts), then serve
#   scripts/serve-production.sh --no-build serve what is in apps/web/dist
#   scripts/serve-production.sh --build-only
# MF_OUT_DIR (default dist): the build folder under apps/web (a folder of one's own for parallel runs).
# MF_PACKAGES_BUILT=1: the packages' build is fresh (npm test's checks phase made it), not made again.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/toolchain.sh
source scripts/toolchain.sh
# shellcheck source=scripts/nginx.sh
source scripts/nginx.sh

PORT="${PORT:-8080}"
SANDBOX_PORT="${SANDBOX_PORT:-$((PORT + 1))}"
OUT_DIR="${MF_OUT_DIR:-dist}"

# The production build, configured for the stand-in backend: the card provider and captcha
# scripts are the sandbox's stand-ins (same global APIs), served same-origin under /api/. The
# same values go into the CSP that render-nginx.mjs writes.
export VITE_CARD_SCRIPT_URL=/api/stand-in/card-checkout.js
export VITE_CAPTCHA_SITE_KEY=stand-in-site-key
export VITE_CAPTCHA_SCRIPT_URL=/api/stand-in/recaptcha.js
# CSP violation reports go where a deploy sets (CSP_REPORT_URL); here to the stand-in backend,
# which has no collector (404): the e2e journeys watch violations in the page instead.
export CSP_REPORT_URL="${CSP_REPORT_URL:-/api/csp-report}"
if [ "${1:-}" != "--no-build" ]; then
  [ "${MF_PACKAGES_BUILT:-}" = 1 ] || pnpm run build:packages >/dev/null
  pnpm --filter @mealflow/web run build:production >/dev/null
fi
[ "${1:-}" = "--build-only" ] && exit 0
ensure_nginx serve:production

run="$(mktemp -d /tmp/mealflow-nginx.XXXXXX)"
brotli=""
modules=""
# brotli needs both of Debian's modules: on the fly, and the build's .br copies (deploy/precompress.mjs).
if [ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] && [ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ]; then
  brotli="--brotli"
  modules="load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so; load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;"
fi
node deploy/render-nginx.mjs --root "$PWD/apps/web/$OUT_DIR" --port "$PORT" --upstream "http://127.0.0.1:$SANDBOX_PORT" $brotli > "$run/server.conf"
cat > "$run/nginx.conf" <<CONF
$modules
worker_processes 1;
pid $run/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path $run/body;
  proxy_temp_path $run/proxy;
  fastcgi_temp_path $run/fastcgi;
  uwsgi_temp_path $run/uwsgi;
  scgi_temp_path $run/scgi;
  include $run/server.conf;
}
CONF

node packages/sandbox/dist/cli.js --port "$SANDBOX_PORT" &
sandbox=$!
/usr/sbin/nginx -p "$run" -c "$run/nginx.conf" -g 'daemon off;' &
nginx=$!
trap 'kill $nginx $sandbox 2>/dev/null; rm -rf "$run"' EXIT INT TERM
echo "mealflow: production build on http://localhost:$PORT (nginx), stand-in backend on http://127.0.0.1:$SANDBOX_PORT"
wait -n $nginx $sandbox
