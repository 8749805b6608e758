#!/usr/bin/env bash
# `npm run dev`: the Vite dev server with hot reload on http://localhost:5173, forwarding the API
# paths (/v1, /auth, /stripe, /health, /api) to the server; run `npm run serve` beside it.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
exec npx vite "$@"
