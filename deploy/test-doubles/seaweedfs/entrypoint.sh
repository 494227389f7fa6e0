#!/bin/sh
# As upstream's entrypoint for `server …`: `weed server -dir=/data …` (a later -dir wins).
# Anything else is passed to `weed` as is.
set -e
if [ "${1:-}" = server ]; then
  shift
  exec /usr/bin/weed -logtostderr=true server -dir=/data "$@"
fi
exec /usr/bin/weed "$@"
