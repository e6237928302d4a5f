#!/usr/bin/env bash
# A Docker engine and Compose v2 on a Debian machine that has neither (CI; see the README's
# deployment section): Debian's docker.io, `dockerd` started when none answers (root, overlay2),
# and Compose v2 (and buildx, BuildKit's client) from Debian trixie's packages when the client
# has no `compose` plugin (bookworm's docker-compose is the old Python v1).
set -euo pipefail
say() { printf '[docker-setup] %s\n' "$*"; }

if ! command -v docker >/dev/null 2>&1 || ! command -v dockerd >/dev/null 2>&1; then
  say 'instalo docker.io'
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq docker.io >/dev/null
fi

if ! docker info >/dev/null 2>&1; then
  say 'arranco dockerd'
  (dockerd >/var/log/dockerd.log 2>&1 &)
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { tail -20 /var/log/dockerd.log; exit 1; }
fi

if ! docker compose version >/dev/null 2>&1 || ! docker buildx version >/dev/null 2>&1; then
  say 'instalo Compose v2 y buildx (paquetes de Debian trixie)'
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  echo "deb ${DEBIAN_MIRROR:-http://deb.debian.org/debian} trixie main" > "$work/trixie.list"
  mkdir -p "$work/lists/partial" "$work/cache/archives/partial"
  apt_trixie=(-o "Dir::Etc::sourcelist=$work/trixie.list" -o Dir::Etc::sourceparts=- -o "Dir::State::Lists=$work/lists"
    -o "Dir::Cache=$work/cache" -o Dir::State::status=/dev/null -o APT::Sandbox::User=root)
  apt-get "${apt_trixie[@]}" update -qq
  (cd "$work" && apt-get "${apt_trixie[@]}" download docker-compose docker-buildx >/dev/null)
  for deb in "$work"/*.deb; do dpkg-deb -x "$deb" "$work/x"; done
  mkdir -p /usr/local/lib/docker/cli-plugins
  cp "$work"/x/usr/libexec/docker/cli-plugins/docker-compose "$work"/x/usr/libexec/docker/cli-plugins/docker-buildx /usr/local/lib/docker/cli-plugins/
fi
say "$(docker version --format 'Docker {{.Server.Version}}'), $(docker compose version), $(docker buildx version | cut -d' ' -f1-2)"
