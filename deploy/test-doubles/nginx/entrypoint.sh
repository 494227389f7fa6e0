#!/bin/sh
# The official nginx image's entrypoint, as far as the compose files use it: for `nginx ...`, run
# every executable /docker-entrypoint.d/*.sh in order, then fill each
# /etc/nginx/templates/*.template with the defined environment variables (only those matching
# NGINX_ENVSUBST_FILTER when it is set) into /etc/nginx/conf.d/.
set -eu
if [ "${1:-}" = nginx ]; then
  for script in $(find /docker-entrypoint.d/ -follow -type f -name '*.sh' 2>/dev/null | sort); do
    if [ -x "$script" ]; then echo "$0: running $script"; "$script"; else echo "$0: ignoring $script, not executable"; fi
  done
  filter=${NGINX_ENVSUBST_FILTER:-}
  names=$(env | cut -d= -f1 | grep -E "${filter:-.*}" || true)
  vars=$(for name in $names; do printf '${%s} ' "$name"; done)
  for template in /etc/nginx/templates/*.template; do
    [ -f "$template" ] || continue
    out="/etc/nginx/conf.d/$(basename "$template" .template)"
    envsubst "$vars" <"$template" >"$out"
    echo "$0: $template -> $out"
  done
fi
exec "$@"
