#!/usr/bin/env bash
# Runs a command beside a throwaway PostgreSQL and Redis, then stops them:
#
#   scripts/with-services.sh tap          (what `npm test` does)
#   scripts/with-services.sh --install    (only install what is missing)
#
# Installs postgresql and redis-server with apt when they are missing (as root), starts both on
# loopback in a temporary directory on free ports (PG_PORT / REDIS_PORT to choose them), exports
# PG_TEST_URL and REDIS_TEST_URL (test/postgres/ runs the API suites on them), runs the command,
# and removes everything at the end, whatever the command's outcome. Exit status: the command's.
set -euo pipefail

say() { echo "== services: $*" >&2; }

find_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/initdb" ]] && { echo "$dir"; return 0; }
  done
  return 1
}

install_missing() {
  local packages=()
  find_pg_bin >/dev/null || packages+=(postgresql)
  command -v redis-server >/dev/null || packages+=(redis-server)
  ((${#packages[@]} == 0)) && return 0
  if [[ $(id -u) -ne 0 ]]; then
    say "missing ${packages[*]}: install them (apt-get install -y ${packages[*]}) or run as root"
    exit 1
  fi
  say "installing ${packages[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq "${packages[@]}" >/dev/null
}

port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

free_port() {
  local port=$1
  while ! port_free "$port"; do port=$((port + 1)); done
  echo "$port"
}

install_missing
[[ ${1:-} == --install ]] && exit 0
PG_BIN=$(find_pg_bin)
PG_PORT=${PG_PORT:-$(free_port 55432)}
REDIS_PORT=${REDIS_PORT:-$(free_port $((PG_PORT + 1)))}
DIR=$(mktemp -d /tmp/sushi-services.XXXXXX)
chmod 755 "$DIR"

# initdb refuses to run as root: the cluster belongs to the postgres user (or to us when not root).
as_owner() {
  if [[ $(id -u) -eq 0 ]]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [[ $(id -u) -eq 0 ]]; then chown postgres "$DIR"; fi

stop() {
  local status=$?
  set +e
  as_owner "$PG_BIN/pg_ctl" -D "$DIR/pg" -m immediate -w stop >/dev/null 2>&1
  if [[ -f "$DIR/redis.pid" ]]; then kill "$(cat "$DIR/redis.pid")" 2>/dev/null; fi
  sleep 0.2
  rm -rf "$DIR"
  say "stopped"
  exit "$status"
}
trap stop EXIT INT TERM

as_owner "$PG_BIN/initdb" -D "$DIR/pg" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
# Throwaway data: durability off for tests, enough connections for parallel test files and two
# instances. PG_DURABLE=1 (the benchmark) keeps fsync and synchronous commit, as in production.
durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
[[ ${PG_DURABLE:-} == 1 ]] && durability=""
as_owner "$PG_BIN/pg_ctl" -D "$DIR/pg" -l "$DIR/pg.log" -w \
  -o "-p $PG_PORT -k $DIR -c listen_addresses=127.0.0.1 -c max_connections=300 $durability" \
  start >/dev/null
as_owner "$PG_BIN/createdb" -h 127.0.0.1 -p "$PG_PORT" -U postgres sushi

redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no --dir "$DIR" \
  --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log"
for _ in $(seq 50); do
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done

export PG_TEST_URL="postgres://postgres@127.0.0.1:$PG_PORT/sushi"
export REDIS_TEST_URL="redis://127.0.0.1:$REDIS_PORT"
say "PostgreSQL on 127.0.0.1:$PG_PORT, Redis on 127.0.0.1:$REDIS_PORT (in $DIR)"

set +e
"$@"
status=$?
set -e
exit "$status"
