# syntax=docker/dockerfile:1
# NCR Urgent Sale in one image: the API and the server-rendered web app on port 3000
# (docs/decisions/0099-container-env-example-and-openapi-lint.md). test/dockerfile.unit.test.ts in
# apps/server checks this file's shape and that every path it copies exists.

# ---- build: every dependency, then the web app (browser + server renderer) and the server bundle
FROM node:24-bookworm AS build
WORKDIR /app
# The manifests first, so the install layer is reused until a dependency changes.
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
# What `npm start` builds before it starts (the root start script).
RUN npm run build -w apps/web && npm run build -w apps/server

# ---- runtime: production dependencies, the builds, the migrations; no compilers, no dev packages
FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production \
    DATA_DIR=/data \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
# The server bundle imports its npm packages from node_modules, and the web app's server renderer
# imports React and the other web packages (docs/decisions/0021).
RUN npm ci --omit=dev && npm cache clean --force
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The operator commands (npm run backup / restore / admin:create / seed) run the TypeScript
# sources with tsx, a production dependency of the server.
COPY --from=build /app/tsconfig.base.json ./
COPY --from=build /app/apps/server/tsconfig.json apps/server/
COPY --from=build /app/apps/server/src apps/server/src
COPY --from=build /app/packages/shared/src packages/shared/src
COPY --from=build /app/packages/shared/tsconfig.json packages/shared/

# The embedded database, uploaded media and the outbox live in DATA_DIR, owned by the unprivileged
# user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000

# Liveness (GET /api/health: 200 while the database answers). Slim images have no curl; Node's
# fetch does. The first start migrates and may seed demo listings, hence the start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# As `npm start` runs the bundle (README, Deploy it): the same V8 flags, from apps/server. Node is
# the container's first process, so it gets SIGTERM itself and drains before it exits;
# --exit-with-parent (which notices a killed npm) has no parent to watch here.
WORKDIR /app/apps/server
CMD ["node", "--max-semi-space-size=64", "--no-allocation-site-pretenuring", "dist/server.js"]
