#!/usr/bin/env bash
# The browser journeys run in Debian's Chromium (downloaded browsers cannot work on this machine).
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for the browser tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "Chromium is missing. Install it with: sudo apt-get update && sudo apt-get install -y chromium" >&2
exit 1
