#!/usr/bin/env bash
# The browser suite: Debian's Chromium (installed when missing), a fresh build of the app, then
# the e2e project of vitest, whose global setup starts the real server on a free port.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-chromium.sh
echo "== Compilando la aplicación web…"
npx vite build --logLevel warn
npx vitest run --project e2e "$@"
