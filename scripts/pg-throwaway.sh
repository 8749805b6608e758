#!/usr/bin/env bash
# A throwaway PostgreSQL 15 for tests and benchmarks: a fresh cluster in a temporary folder,
# on 127.0.0.1 and a free port, tuned for speed (no fsync), gone when stopped.
#
#   eval "$(scripts/pg-throwaway.sh start)"   # exports PG_THROWAWAY_DIR and PG_THROWAWAY_URL
#   scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"
set -euo pipefail

PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}

ensure_installed() {
  [ -x "$PG_BIN/initdb" ] && return 0
  if [ "$(id -u)" -ne 0 ]; then
    echo "PostgreSQL 15 no está instalado ($PG_BIN). Instálalo como root: apt-get install -y postgresql-15" >&2
    exit 1
  fi
  echo "Instalando PostgreSQL 15 (apt)…" >&2
  apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-15 postgresql-contrib >&2
}

# initdb refuses to run as root: as root, run the server as the postgres system user.
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

start() {
  ensure_installed
  local dir port
  dir=$(mktemp -d /tmp/lic-pg-XXXXXX)
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
  chmod 700 "$dir"
  as_owner "$PG_BIN/initdb" -D "$dir/data" -A trust -U postgres --no-sync -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; exit 1; }
  port=$(free_port)
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start -o \
    "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
    >/dev/null || { cat "$dir/server.log" >&2; exit 1; }
  echo "export PG_THROWAWAY_DIR=$dir"
  echo "export PG_THROWAWAY_URL=postgres://postgres@127.0.0.1:$port/postgres"
}

stop() {
  local dir=${1:?usage: pg-throwaway.sh stop DIR}
  [ -d "$dir/data" ] && as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  *) echo "usage: $0 start | stop DIR" >&2; exit 2 ;;
esac
