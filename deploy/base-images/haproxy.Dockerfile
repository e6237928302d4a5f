# Stand-in for haproxy:3.0-alpine where no container registry answers (scripts/base-images.sh):
# Debian trixie's HAProxy 3.0 (bookworm's is 2.6) and wget for the compose healthcheck, with the
# official image's configuration path, user and command.
FROM gestion-base/debian:trixie
RUN apt-get update \
 && apt-get install -y --no-install-recommends haproxy wget \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /usr/local/etc/haproxy \
 && haproxy -v | grep -q '^HAProxy version 3\.0'
USER haproxy
# HAProxy's graceful stop, as the official image.
STOPSIGNAL SIGUSR1
CMD ["haproxy", "-W", "-db", "-f", "/usr/local/etc/haproxy/haproxy.cfg"]
