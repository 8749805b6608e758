#!/usr/bin/env bash
# `npm test`: every check, on a fresh machine too — typecheck, lint, unit tests, the server
# suite on PGlite and on a throwaway PostgreSQL 15, and the browser suite in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
export NODE_OPTIONS="${NODE_OPTIONS:-} --max-old-space-size=4096"
started=$(date +%s)
step() { echo; echo "== $1 ($(($(date +%s) - started)) s)"; }

bash scripts/ensure-deps.sh

step "Typecheck"
npx tsc -p tsconfig.json --noEmit
step "Lint and format"
npx biome check .
node scripts/check-feature-imports.mjs
step "Unit tests"
npx vitest run --project unit

step "Server suite on PGlite"
npx vitest run --project server

step "Server suite on PostgreSQL 15"
eval "$(bash scripts/pg-throwaway.sh start)"
trap 'bash scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"' EXIT
TEST_DATABASE_URL="$PG_THROWAWAY_URL" npx vitest run --project server
bash scripts/pg-throwaway.sh stop "$PG_THROWAWAY_DIR"
trap - EXIT

step "Browser suite (Chromium)"
bash scripts/e2e.sh

step "All suites passed"
