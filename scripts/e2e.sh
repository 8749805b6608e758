#!/usr/bin/env bash
# The browser suite: Debian's Chromium (installed when missing), a fresh build of the app, then
# the e2e project of vitest, whose global setup starts the real server on a free port.
set -euo pipefail
cd "$(dirname "$0")/.."
# Every browser test runs on the real PLACSP pages beside the checkout: without them, say so and skip.
shared="${SHARED_DIR:-../shared}"
if [ ! -d "$shared/placsp" ]; then
  echo "== Pruebas de navegador omitidas: no existe la carpeta de datos de prueba $shared/placsp (SHARED_DIR indica dónde está shared/)"
  exit 0
fi
bash scripts/install-chromium.sh
echo "== Compilando la aplicación web…"
npx vite build --logLevel warn
npx vitest run --project e2e "$@"
