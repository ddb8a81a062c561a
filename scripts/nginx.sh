# Sourced by scripts/mf and scripts/serve-production.sh: Debian's nginx, installed through apt when
# missing, with brotli where Debian has it (bookworm does; both modules: on the fly and the build's
# .br copies, which serve-production.sh loads when both are there); gzip alone otherwise.
# ensure_nginx REASON: REASON ends the line saying why it is being installed.
ensure_nginx() {
  [ -x /usr/sbin/nginx ] && return 0
  echo "mealflow: installing Debian's nginx for $1" >&2
  local sudo=""; [ "$(id -u)" = 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx >/dev/null
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static >/dev/null 2>&1 || true
}
