#!/usr/bin/env bash
# Installs the npm dependencies when node_modules is missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== Instalando dependencias…"
  # `npm install` (not `npm ci`): it installs the locked versions all the same, while `npm ci`
  # refuses this lockfile because npm leaves out Biome's optional binaries for other platforms.
  npm install --no-audit --no-fund --loglevel=error
fi
