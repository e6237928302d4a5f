# One image recipe for every piece of `pnpm start`'s topology, on Node 24 LTS (Node 20's support
# ended in April 2026; CI runs the server's tests and the fleet test on Node 24 too).
#   docker build --target api -t gestion-api .
#   docker build --target web --build-arg APP=remotes/main --build-arg PKG=@gestion/remote-main -t gestion-main .
FROM node:24-bookworm-slim AS base
RUN npm install -g pnpm@12
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile

FROM base AS api-build
RUN pnpm --filter @gestion/server build

FROM node:24-bookworm-slim AS api
WORKDIR /app
COPY --from=api-build /app /app
ENV NODE_ENV=production PORT=8000
EXPOSE 8000
# --max-semi-space-size: see API_NODE_FLAGS in scripts/lib.mjs.
CMD ["node", "--max-semi-space-size=32", "server/dist/main.js"]

FROM base AS web-build
ARG APP
ARG PKG
RUN pnpm --filter ${PKG} build

FROM node:24-bookworm-slim AS web
ARG APP
ARG PORT=3000
ARG MODE=--cors
WORKDIR /app
# The server and the builder of its security headers at their places in the repository (the
# server imports ../tools/build/security-headers.cjs); the host's page policy follows RUNTIME_CONFIG.
COPY --from=web-build /app/scripts/serve-static.mjs /app/scripts/serve-static.mjs
COPY --from=web-build /app/tools/build/security-headers.cjs /app/tools/build/security-headers.cjs
COPY --from=web-build /app/${APP}/dist /app/dist
ENV PORT=${PORT} MODE=${MODE}
EXPOSE ${PORT}
CMD ["sh", "-c", "node scripts/serve-static.mjs --dir dist --port $PORT $MODE --config-env RUNTIME_CONFIG"]
