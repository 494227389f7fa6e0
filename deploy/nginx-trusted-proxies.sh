#!/bin/sh
# Run by the nginx image's entrypoint (/docker-entrypoint.d/) before nginx starts: turns
# TRUSTED_PROXIES (addresses or CIDR ranges of the TLS terminators in front, comma- or
# space-separated) into the realip settings of deploy/nginx.conf. Empty: no terminator is
# trusted, and the peer's own address is the visitor's.
set -eu
out=${TRUSTED_PROXIES_CONF:-/etc/nginx/conf.d/00-trusted-proxies.conf}
{
  echo "# Written at start from TRUSTED_PROXIES='${TRUSTED_PROXIES:-}'."
  echo 'real_ip_header X-Forwarded-For;'
  echo 'real_ip_recursive on;'
  echo 'geo $realip_remote_addr $from_trusted_proxy {'
  echo '  default 0;'
  for entry in $(echo "${TRUSTED_PROXIES:-}" | tr ',' ' '); do
    case "$entry" in
      *[!0-9a-fA-F.:/]*) echo "nginx-trusted-proxies: '$entry' is not an address or a CIDR range" >&2; exit 1 ;;
    esac
    echo "  $entry 1;"
  done
  echo '}'
  for entry in $(echo "${TRUSTED_PROXIES:-}" | tr ',' ' '); do
    echo "set_real_ip_from $entry;"
  done
} >"$out"
