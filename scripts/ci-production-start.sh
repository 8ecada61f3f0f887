#!/usr/bin/env bash
# Proves that the production install runs the site: a temp copy of the build with only the
# production dependencies (`npm ci --omit=dev`), started with `npm start` in production mode,
# answers /healthz and a page, and stops with exit code 0 on SIGTERM. Run after `npm run build`.
#
#   scripts/ci-production-start.sh                      on the Node.js first on PATH, with its build of better-sqlite3
#   scripts/ci-production-start.sh NODE ADDON_BUILD     on another Node.js binary, with better-sqlite3's build/ for it
set -euo pipefail
cd "$(dirname "$0")/.."
node_bin=${1:-}
addon=${2:-node_modules/better-sqlite3/build}
if [ -n "$node_bin" ]; then export PATH="$(dirname "$node_bin"):$PATH"; fi
echo "production start on node $(node --version)"

dir=$(mktemp -d)
pid=''
cleanup() {
  if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -KILL "$pid" 2>/dev/null || true; fi
  rm -rf "$dir"
}
trap cleanup EXIT

cp -r package.json package-lock.json dist "$dir/"
[ -f .npmrc ] && cp .npmrc "$dir/"
# No install scripts: the one native module (better-sqlite3, built from source in ≈ 65 s here) is
# the very binary the full install just built, copied in below.
(cd "$dir" && npm ci --omit=dev --ignore-scripts --prefer-offline --no-audit --no-fund)
cp -r "$addon" "$dir/node_modules/better-sqlite3/build"
for dev in vite tap autocannon playwright-core fast-check tsx; do
  if [ -e "$dir/node_modules/$dev" ]; then
    echo "devDependency $dev was installed by npm ci --omit=dev"
    exit 1
  fi
done

port=$((20000 + RANDOM % 20000))
(
  cd "$dir"
  NODE_ENV=production PORT=$port HOST=127.0.0.1 DATABASE_URL="$dir/data/ci.db" \
    JWT_SECRET=ci-production-start-secret-0123456789abcdef PUBLIC_URL=https://sakanasushi.example \
    exec npm start --silent
) >"$dir/server.log" 2>&1 &
pid=$!

check() {
  node -e '
    const [url, want] = process.argv.slice(1)
    fetch(url).then(async (res) => {
      const body = await res.text()
      if (res.status !== 200 || !body.includes(want)) process.exit(1)
    }, () => process.exit(1))' "$1" "$2"
}
ok=''
for _ in $(seq 1 60); do
  if check "http://127.0.0.1:$port/healthz" '"database":true'; then ok=yes; break; fi
  if ! kill -0 "$pid" 2>/dev/null; then break; fi
  sleep 0.5
done
if [ -z "$ok" ]; then
  echo "the production install did not answer /healthz"
  cat "$dir/server.log"
  exit 1
fi
# A server still busy from its start may shed a request (503 with Retry-After, docs/operations.md):
# the page is asked again, as a browser or a load balancer would, for up to 15 s.
ok=''
for _ in $(seq 1 30); do
  if check "http://127.0.0.1:$port/" 'https://sakanasushi.example/'; then ok=yes; break; fi
  sleep 0.5
done
if [ -z "$ok" ]; then
  echo "the home page did not render with the public origin"
  cat "$dir/server.log"
  exit 1
fi
# The signal goes to the server itself, as a supervisor sends it (npm start only runs it): the
# node process under npm (and under npm's shell, if there is one) that runs dist/server/main.js.
server=''
parents="$pid"
for _ in 1 2 3; do
  next=''
  for parent in $parents; do
    while read -r child args; do
      [ -z "$child" ] && continue
      case "$args" in
        *node*dist/server/main.js*) case "$args" in sh\ *|*/sh\ *) ;; *) server=$child ;; esac ;;
      esac
      next="$next $child"
    done < <(ps -o pid=,args= --ppid "$parent" || true)
  done
  [ -n "$server" ] && break
  parents=$next
done
if [ -z "$server" ]; then
  echo "could not find the server process under npm start"
  ps -o pid,ppid,args --ppid "$pid" || true
  exit 1
fi
kill -TERM "$server"
set +e
wait "$pid"
code=$?
set -e
pid=''
if [ "$code" -ne 0 ]; then
  echo "npm start exited with $code after the server got SIGTERM"
  cat "$dir/server.log"
  exit 1
fi
echo "production install: /healthz and / answered, SIGTERM → exit 0"
