#!/bin/sh
# As the official node image's entrypoint: a first argument that is an option (-e, --version…),
# not a command on PATH, or a file that is not executable runs with node; anything else as is.
set -e
if [ "${1#-}" != "${1:-}" ] || [ -z "$(command -v "${1:-}")" ] || { [ -f "${1:-}" ] && [ ! -x "${1:-}" ]; }; then
  set -- node "$@"
fi
exec "$@"
