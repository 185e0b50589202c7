# Prompt Commons: one Node process serving the site and the API on port 3000
# (README, "Running in production"; docs/decisions/025-production-build-and-logs.md).
# `npm run image:check` performs these steps outside a container (scripts/image-build.ts) and
# scripts/image-build.test.ts keeps the two in step: change both together.

# 1. Every dependency, the build tools included.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The client (dist/client) and the server compiled to JavaScript (dist/server).
FROM deps AS build
COPY index.html tsconfig.json vite.config.ts vite.server.config.ts ./
COPY public ./public
COPY src ./src
RUN npm run build

# 3. What runs: the runtime dependencies only, the build, the migrations and the seed data.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY package.json package-lock.json ./
# --omit=optional too: the build tools are optional peers of better-auth, which npm would
# otherwise install beside it.
RUN npm ci --omit=dev --omit=optional --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY drizzle ./drizzle
COPY seed ./seed
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/index.js"]
