#!/usr/bin/env bash
# `npm start`: install what is missing, build the app when its sources changed, then serve
# everything (API, jobs and the SPA) on one port. Embedded PGlite unless DATABASE_URL is set.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
if [ ! -f dist/app/index.html ] || [ -n "$(find app common vite.config.ts package-lock.json -newer dist/app/index.html -print -quit)" ]; then
  echo "== Compilando la aplicación web…"
  npx vite build --logLevel warn
fi
exec node --import tsx server/main.ts
