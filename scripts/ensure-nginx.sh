#!/usr/bin/env bash
# The proxy tests run the documented nginx settings in Debian's nginx, as production does.
set -euo pipefail
if [ -x /usr/sbin/nginx ] || command -v nginx >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's nginx for the proxy tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
  exit 0
fi
echo "nginx is missing. Install it with: sudo apt-get update && sudo apt-get install -y nginx-light" >&2
exit 1
