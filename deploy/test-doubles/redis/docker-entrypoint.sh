#!/bin/sh
# The official redis image's entrypoint contract, for the stand-in (README.md): options alone, or
# a config file first, run redis-server; redis-server runs as user redis in /data. Upstream's
# binary is built with protected mode off, Debian's is not: without a config file the stand-in
# passes `--protected-mode no` before the given options (which still win). Without a config file
# Redis listens on every interface, port 6379.
set -e
first=${1:-}
case "$first" in
  -*|*.conf) set -- redis-server "$@" ;;
esac
if [ "${1:-}" = redis-server ]; then
  shift
  case "${1:-}" in
    -v | --version | -h | --help | --test-memory | --check-system) ;;
    "" | -*) set -- --protected-mode no "$@" ;;
  esac
  if [ "$(id -u)" = 0 ]; then
    find . \! -user redis -exec chown redis '{}' + 2>/dev/null || true
    exec gosu redis redis-server "$@"
  fi
  exec redis-server "$@"
fi
exec "$@"
