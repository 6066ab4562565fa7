# syntax=docker/dockerfile:1
# Multi-stage: build with every dependency, run with production dependencies only, as a
# non-root user, on Node 24 slim. scripts/image-check.mjs (npm run image-check) reads this file
# and reproduces these stages without a container engine: keep to the instructions it knows.
#
# Installs take exactly package-lock.json: npm installs without touching the lock (--no-save),
# then the build fails if anything installed is not the locked version at the locked place.
# `npm ci` would say the same in one word, but npm rejects this lock: the registry lacks other
# platforms' optional packages (@swc/core-darwin-arm64, …), `npm install` leaves them out of
# the lock, and `npm ci` then counts them missing (npm/cli#9846). package.json's allowScripts
# decides which install scripts run; no production dependency has one.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --no-save --no-audit --no-fund \
  && node -e "const locked = require('./package-lock.json').packages, installed = require('./node_modules/.package-lock.json').packages; const extra = Object.keys(installed).filter((p) => locked[p]?.version !== installed[p].version); if (extra.length) { console.error('installed but not as locked:', extra.join(', ')); process.exit(1); }"
COPY . .
RUN node scripts/build.mjs

FROM node:24-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm install --no-save --omit=dev --no-audit --no-fund \
  && node -e "const locked = require('./package-lock.json').packages, installed = require('./node_modules/.package-lock.json').packages; const extra = Object.keys(installed).filter((p) => locked[p]?.version !== installed[p].version); if (extra.length) { console.error('installed but not as locked:', extra.join(', ')); process.exit(1); }"

# What the process reads at run time: node_modules (packages, icon sets, fonts), dist (the
# server, the browser bundle with public/'s files, the SQL migrations), locales, and
# package.json ("type": "module"). Everything stays root's: the process can only write /data.
FROM node:24-slim AS runtime
# The allocator's and V8's memory settings are scripts/production-process.mjs's (it says why).
# /metrics answers on a port of its own, reachable from the internal network only: 9464 is not
# published (EXPOSE lists the site's port alone); set METRICS_TOKEN to scrape it on PORT instead.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    METRICS_PORT=9464 \
    METRICS_HOST=0.0.0.0 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/locales ./locales
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Node receives SIGTERM directly (no shell in between), so draining works.
CMD ["node", "--max-semi-space-size=16", "--max-old-space-size=256", "dist/server/main.js"]
