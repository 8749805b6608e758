#!/usr/bin/env bash
# Installs the npm dependencies when node_modules is missing or older than the lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "== Instalando dependencias…"
  # `npm ci`: exactly the lockfile, which it never rewrites, so a fresh checkout stays clean. The
  # lockfile lists Biome's binaries for every platform (`npm install --package-lock-only` keeps
  # them; an install on top of an existing node_modules may drop them: check the diff).
  npm ci --no-audit --no-fund --loglevel=error
fi
