#!/bin/sh
# The official nginx image's template step, for the stand-in (README.md): each
# $NGINX_ENVSUBST_TEMPLATE_DIR/**/*$NGINX_ENVSUBST_TEMPLATE_SUFFIX (default
# /etc/nginx/templates/*.template) is written to $NGINX_ENVSUBST_OUTPUT_DIR (default
# /etc/nginx/conf.d) without the suffix, with envsubst given an explicit list: only variables
# defined in the environment, and only those whose names match the regular expression
# NGINX_ENVSUBST_FILTER when it is set. Every other ${...} and $name (nginx's own) stays.
set -e
ME=$(basename "$0")
log() { if [ -z "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ]; then echo "$@"; fi; }

template_dir=${NGINX_ENVSUBST_TEMPLATE_DIR:-/etc/nginx/templates}
suffix=${NGINX_ENVSUBST_TEMPLATE_SUFFIX:-.template}
output_dir=${NGINX_ENVSUBST_OUTPUT_DIR:-/etc/nginx/conf.d}

[ -d "$template_dir" ] || exit 0
if [ ! -w "$output_dir" ]; then
  log "$ME: ERROR: $template_dir exists, but $output_dir is not writable"
  exit 0
fi
# The defined variables' names (awk's ENVIRON), kept when they match the filter (empty: all).
# The filter is read from ENVIRON, not spliced into the program: any regex character works.
names=$(awk 'END { f = ENVIRON["NGINX_ENVSUBST_FILTER"]
  for (name in ENVIRON) if (f == "" || name ~ f) print name }' </dev/null)
defined_envs=$(for name in $names; do printf '${%s} ' "$name"; done)

find "$template_dir" -follow -type f -name "*$suffix" -print | sort | while read -r template; do
  relative_path=${template#"$template_dir/"}
  output_path="$output_dir/${relative_path%"$suffix"}"
  mkdir -p "$(dirname "$output_path")"
  log "$ME: Running envsubst on $template to $output_path"
  envsubst "$defined_envs" <"$template" >"$output_path"
done
exit 0
