#!/bin/sh
# As the official image: `redis-server` without a config file listens on every address with
# protected mode off (the network decides who connects).
set -e
if [ "${1:-}" = redis-server ]; then
  shift
  exec redis-server --bind 0.0.0.0 --protected-mode no "$@"
fi
exec "$@"
