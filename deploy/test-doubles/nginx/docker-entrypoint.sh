#!/bin/sh
# The official nginx image's entrypoint contract, for the stand-in (README.md): before `nginx` or
# `nginx-debug`, every file of /docker-entrypoint.d/ in version order: an executable *.sh is run,
# an executable *.envsh is sourced (its exports reach nginx), anything else is skipped with a
# line. A script that fails stops the start. NGINX_ENTRYPOINT_QUIET_LOGS silences the lines.
set -e
log() { if [ -z "${NGINX_ENTRYPOINT_QUIET_LOGS:-}" ]; then echo "$@"; fi; }

if [ "${1:-}" = nginx ] || [ "${1:-}" = nginx-debug ]; then
  scripts=$(find /docker-entrypoint.d/ -mindepth 1 -maxdepth 1 -follow -type f 2>/dev/null | sort -V)
  if [ -n "$scripts" ]; then
    log "$0: /docker-entrypoint.d/ is not empty, will attempt to perform configuration"
    # Names hold no spaces (upstream assumes the same); a for loop keeps .envsh exports here.
    for f in $scripts; do
      case "$f" in
        *.envsh)
          if [ -x "$f" ]; then log "$0: Sourcing $f"; . "$f"; else log "$0: Ignoring $f, not executable"; fi ;;
        *.sh)
          if [ -x "$f" ]; then log "$0: Launching $f"; "$f"; else log "$0: Ignoring $f, not executable"; fi ;;
        *) log "$0: Ignoring $f" ;;
      esac
    done
    log "$0: Configuration complete; ready for start up"
  else
    log "$0: No files found in /docker-entrypoint.d/, skipping configuration"
  fi
fi
exec "$@"
