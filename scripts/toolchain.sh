# shellcheck shell=bash
# Sourced by scripts/mf. Puts a Node >= 22.12 and pnpm 10 on PATH without asking anyone to
# install anything by hand: when the system Node is older (CI and fresh machines have Node 20),
# Node 24 and pnpm 10 come from the npm registry into ./.tools (git-ignored) and are reused.
# No shell options are set here: this file is also sourced in interactive shells.

MF_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
MF_TOOLS="$MF_ROOT/.tools"
MF_NODE_VERSION="24"
MF_PNPM_VERSION="10.34.9"

node_is_new_enough() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if [ -x "$MF_TOOLS/node_modules/.bin/node" ]; then
  export PATH="$MF_TOOLS/node_modules/.bin:$PATH"
fi

if ! node_is_new_enough || ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$MF_PNPM_VERSION" ]; then
  if ! node_is_new_enough; then pkgs="node@$MF_NODE_VERSION pnpm@$MF_PNPM_VERSION"; else pkgs="pnpm@$MF_PNPM_VERSION"; fi
  echo "mealflow: fetching $pkgs from the npm registry into .tools/ (once)" >&2
  mkdir -p "$MF_TOOLS"
  [ -f "$MF_TOOLS/package.json" ] || echo '{"name":"mealflow-tools","private":true}' > "$MF_TOOLS/package.json"
  # shellcheck disable=SC2086
  npm install --prefix "$MF_TOOLS" --no-audit --no-fund --loglevel=error $pkgs >&2 || { echo "mealflow: npm install of $pkgs failed" >&2; return 1 2>/dev/null || exit 1; }
  export PATH="$MF_TOOLS/node_modules/.bin:$PATH"
fi

node_is_new_enough || { echo "mealflow: could not obtain Node >= 22.12" >&2; return 1 2>/dev/null || exit 1; }
export MF_ROOT
