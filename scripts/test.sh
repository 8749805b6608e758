#!/usr/bin/env bash
# `npm test`: every check, on a fresh machine too — typecheck, lint, then the unit tests and the
# server suite on PGlite and on a throwaway PostgreSQL 15, beside the browser suite in Chromium.
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
# vitest gives a suite one worker on two cores, and each chain below keeps about one core busy:
# the unit tests and the server suites (PGlite, then PostgreSQL 15) run beside the browser suite,
# the longer chain. The first chain's output is kept in a file and printed whole when both chains
# are done; the browser suite's failures are repeated last, so that the tail of the log names them.
step "Unit and server suites (PGlite, PostgreSQL 15) beside the browser suite (Chromium)"
server_log=$(mktemp)
{ echo "== Unit tests" && npx vitest run --project unit && bash scripts/test-server-suites.sh; } >"$server_log" 2>&1 &
server_pid=$!
browser_log=$(mktemp)
browser_rc=0
bash scripts/e2e.sh 2>&1 | tee "$browser_log" || browser_rc=$?
server_rc=0
wait "$server_pid" || server_rc=$?
step "Unit and server suites' output"
cat "$server_log"
rm -f "$server_log"
if [ "$browser_rc" -ne 0 ]; then
  step "Browser suite's failures"
  # Colour codes off; the failed tests, their first error lines and the summary.
  sed 's/\x1b\[[0-9;]*m//g' "$browser_log" |
    { grep -E -A3 '^ *FAIL |^ *(Test Files|Tests) ' || true; } | head -n 60
fi
rm -f "$browser_log"
if [ "$server_rc" -ne 0 ] || [ "$browser_rc" -ne 0 ]; then
  echo "== Failed: unit and server suites exit $server_rc, browser suite exit $browser_rc"
  exit 1
fi

step "All suites passed"
