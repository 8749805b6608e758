#!/usr/bin/env bash
# Debian's Chromium for the browser suite (playwright-core drives /usr/bin/chromium; Playwright
# itself downloads nothing). Installs it through apt when missing, which needs root.
set -euo pipefail

if [ -x /usr/bin/chromium ]; then
  exit 0
fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium no está instalado (/usr/bin/chromium) y las pruebas del navegador lo necesitan." >&2
  echo "Instálalo como root:  sudo apt-get update && sudo apt-get install -y chromium" >&2
  echo "o ejecuta este script como root:  sudo bash scripts/install-chromium.sh" >&2
  exit 1
fi
echo "== Instalando Chromium (apt)…" >&2
log=$(mktemp /tmp/install-chromium-XXXXXX.log)
# apt is chatty even with -qq: keep its output in a log and show it only when it fails.
if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$log" 2>&1; then
  cat "$log" >&2
  echo "No se ha podido instalar Chromium (registro: $log)." >&2
  exit 1
fi
rm -f "$log"
/usr/bin/chromium --version 2>/dev/null >&2 || true
