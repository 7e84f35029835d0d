#!/usr/bin/env bash
# The proxy tests run the shipped nginx files (docs/deploy/nginx) in Debian's nginx, as production does, TLS
# included: openssl makes the test's self-signed certificate.
set -euo pipefail
missing=()
if ! [ -x /usr/sbin/nginx ] && ! command -v nginx >/dev/null 2>&1; then missing+=(nginx-light); fi
if ! command -v openssl >/dev/null 2>&1; then missing+=(openssl); fi
if [ ${#missing[@]} -eq 0 ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} for the proxy tests…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "${missing[*]} missing. Install with: sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
exit 1
