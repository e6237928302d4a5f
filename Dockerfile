# One image recipe for every piece of `pnpm start`'s topology, on Node 24 LTS (CI runs the server's
# tests and the fleet test on Node 24 too). BuildKit (the default of `docker compose build`):
#   docker build --target api -t gestion-api .
#   docker build --target web --build-arg APP=remotes/main --build-arg PKG=@gestion/remote-main -t gestion-main .
# Where TLS to the npm registry is re-signed (a corporate proxy), the CA bundle comes in as the
# build secret `ca_bundle` (compose passes BUILD_CA_BUNDLE); it is used by the steps that download
# and is never written into an image.
FROM node:24-bookworm-slim AS base
WORKDIR /app
RUN --mount=type=secret,id=ca_bundle \
    if [ -s /run/secrets/ca_bundle ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca_bundle; fi; \
    npm install -g --no-audit --no-fund pnpm@12
# The packages, from the lockfile alone: this layer is reused until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=secret,id=ca_bundle \
    if [ -s /run/secrets/ca_bundle ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/ca_bundle; fi; \
    pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline

FROM base AS api-build
# The built server with its production dependencies only (server/package.json "files": dist,
# migrations, resources; @gestion/contract with its compiled dist/), and the one file of the
# repository it imports at run time. The deploy's lockfile is a subset of the workspace's, which
# `pnpm fetch` verified against pnpm's supply-chain policies above: verifying it again would fetch
# every package's metadata anew, through a TLS proxy this step has no CA for (CI failed there).
# Offline: everything after `pnpm fetch` builds from the store alone.
RUN pnpm --filter @gestion/server build \
 && pnpm --filter @gestion/server deploy --prod --offline --trust-lockfile /out/server \
 && mkdir -p /out/tools/build && cp tools/build/security-headers.cjs /out/tools/build/

FROM node:24-bookworm-slim AS api
WORKDIR /app
COPY --from=api-build /out /app
WORKDIR /app/server
# GLIBC_TUNABLES: see API_ENV in scripts/lib.mjs (2 MiB pages for scrypt's 128 MiB).
ENV NODE_ENV=production PORT=8000 GLIBC_TUNABLES=glibc.malloc.hugetlb=1
EXPOSE 8000
# --max-semi-space-size, --no-allocation-site-pretenuring, --initial-old-space-size and --conditions: see API_NODE_FLAGS in scripts/lib.mjs.
CMD ["node", "--max-semi-space-size=32", "--no-allocation-site-pretenuring", "--initial-old-space-size=256", "--conditions=compiled", "dist/main.js"]

FROM base AS web-build
ARG APP
ARG PKG
RUN pnpm --filter ${PKG} build

FROM node:24-bookworm-slim AS web
ARG APP
ARG PORT=3000
ARG MODE=--cors
# What the healthcheck asks for: a remote's server has no page, its manifest is what the host loads.
ARG HEALTH_PATH=/mf-manifest.json
WORKDIR /app
# The server and the builder of its security headers at their places in the repository (the
# server imports ../tools/build/security-headers.cjs); the host's page policy follows RUNTIME_CONFIG.
COPY --from=web-build /app/scripts/serve-static.mjs /app/scripts/serve-static.mjs
COPY --from=web-build /app/tools/build/security-headers.cjs /app/tools/build/security-headers.cjs
COPY --from=web-build /app/${APP}/dist /app/dist
ENV PORT=${PORT} MODE=${MODE} HEALTH_PATH=${HEALTH_PATH}
EXPOSE ${PORT}
CMD ["sh", "-c", "node scripts/serve-static.mjs --dir dist --port $PORT $MODE --config-env RUNTIME_CONFIG"]
