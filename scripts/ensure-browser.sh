#!/usr/bin/env bash
# Installs what the browser tests need when it is missing (browsers cannot be downloaded by the test
# tools here): Debian's Chromium (the full browser the bench measures, and its headless shell, which the
# tests drive: scripts/chromium.js), and the fonts the screenshots are taken with: DejaVu (the system
# fallback) and WenQuanYi Micro Hei (the Chinese of the language stories; without it, boxes).
set -euo pipefail
missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ -x "${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=(chromium-headless-shell)
[ -e /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || missing+=(fonts-dejavu-core)
[ -e /usr/share/fonts/truetype/wqy/wqy-microhei.ttc ] || missing+=(fonts-wqy-microhei)
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
echo "Installing Debian's ${missing[*]}…"
SUDO=""; if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
"${CHROMIUM_PATH:-/usr/bin/chromium}" --version
"${TEST_CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" --version
