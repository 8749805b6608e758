#!/usr/bin/env bash
# A throwaway PostgreSQL 15 for tests and benchmarks: a fresh cluster in a temporary folder,
# on 127.0.0.1 and a free port, tuned for speed (no fsync), gone when stopped.
#
#   eval "$(scripts/pg-throwaway.sh start)"   # exports PG_THROWAWAY_DIR and PG_THROWAWAY_URL
#   scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"
#   scripts/pg-throwaway.sh down|up "$PG_THROWAWAY_DIR"   # stop the server (fast) / start it again, same port and data
#   eval "$(scripts/pg-throwaway.sh replica "$PG_THROWAWAY_DIR")"   # a streaming replica of that server:
#                                               # exports PG_REPLICA_DIR and PG_REPLICA_URL (stop/down/up it the same way)
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
  # In the configuration file, not on the command line, so `up` starts it again the same way.
  printf '%s\n' "listen_addresses = '127.0.0.1'" "port = $port" "unix_socket_directories = '$dir'" \
    'fsync = off' 'synchronous_commit = off' 'full_page_writes = off' 'max_connections = 200' |
    as_owner tee -a "$dir/data/postgresql.conf" >/dev/null
  up "$dir"
  echo "export PG_THROWAWAY_DIR=$dir"
  echo "export PG_THROWAWAY_URL=postgres://postgres@127.0.0.1:$port/postgres"
}

# A hot standby of the server in PRIMARY_DIR: a base backup that keeps streaming its WAL
# (pg_basebackup -R writes the connection and standby.signal), on a port of its own.
replica() {
  local primary=${1:?usage: pg-throwaway.sh replica PRIMARY_DIR} dir port primary_port
  primary_port=$(sed -n 's/^port = //p' "$primary/data/postgresql.conf" | tail -1)
  dir=$(mktemp -d /tmp/lic-pg-XXXXXX)
  [ "$(id -u)" -eq 0 ] && chown postgres: "$dir"
  chmod 700 "$dir"
  as_owner "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$primary_port" -U postgres -D "$dir/data" -R -X stream --no-sync \
    >"$dir/basebackup.log" 2>&1 || { cat "$dir/basebackup.log" >&2; exit 1; }
  port=$(free_port)
  printf '%s\n' "port = $port" "unix_socket_directories = '$dir'" | as_owner tee -a "$dir/data/postgresql.conf" >/dev/null
  up "$dir"
  echo "export PG_REPLICA_DIR=$dir"
  echo "export PG_REPLICA_URL=postgres://postgres@127.0.0.1:$port/postgres"
}

up() {
  local dir=${1:?usage: pg-throwaway.sh up DIR}
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start >/dev/null ||
    { cat "$dir/server.log" >&2; exit 1; }
}

down() {
  local dir=${1:?usage: pg-throwaway.sh down DIR}
  as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
}

stop() {
  local dir=${1:?usage: pg-throwaway.sh stop DIR}
  [ -d "$dir/data" ] && as_owner "$PG_BIN/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}

case "${1:-}" in
  start) start ;;
  stop) stop "${2:-}" ;;
  replica) replica "${2:-}" ;;
  up) up "${2:-}" ;;
  down) down "${2:-}" ;;
  *) echo "usage: $0 start | replica PRIMARY_DIR | stop DIR | down DIR | up DIR" >&2; exit 2 ;;
esac
