#!/usr/bin/env bash
# The server suite twice: on PGlite, then on a throwaway PostgreSQL 15 (stopped however it ends).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== Server suite on PGlite"
npx vitest run --project server
echo "== Server suite on PostgreSQL 15"
eval "$(bash scripts/pg-throwaway.sh start)"
trap 'bash scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"' EXIT
TEST_DATABASE_URL="$PG_THROWAWAY_URL" npx vitest run --project server
