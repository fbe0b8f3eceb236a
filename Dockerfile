# syntax=docker/dockerfile:1
# The image of the gateway or of one service: the same build for every Node part, told which
# workspace to build and which port it listens on. One image per part. From the repository root:
#   docker build --build-arg WORKSPACE=services/tools --build-arg PORT=8101 -t orbita/tools .
#   docker build --build-arg WORKSPACE=gateway --build-arg PORT=8080 -t orbita/gateway .
# docker-compose.yml gives each part its arguments; docs/OPERATIONS.md lists them.
ARG NODE_VERSION=24

# 1. Compile TypeScript with every dependency, dev tools included.
FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG WORKSPACE
ARG PORT
RUN case "$WORKSPACE" in gateway|services/*) ;; *) false ;; esac && [ "$WORKSPACE" != services/kit ] \
 && case "$PORT" in ''|*[!0-9]*) false ;; esac \
 || { echo "Give the part to build: --build-arg WORKSPACE=services/<name> (or gateway) --build-arg PORT=<its port>" >&2; exit 1; }
WORKDIR /app
COPY package.json package-lock.json tsconfig.base.json ./
COPY proto-types/package.json proto-types/
COPY services/kit/package.json services/kit/
COPY ${WORKSPACE}/package.json ${WORKSPACE}/
# The lock is completed first for this platform's optional binaries, which a lock written on
# another machine may lack; the versions it pins are kept, then installed exactly.
RUN npm install --package-lock-only --ignore-scripts --no-audit --no-fund \
 && npm ci --ignore-scripts --no-audit --no-fund --include-workspace-root \
      -w proto-types -w services/kit -w "$WORKSPACE"
COPY proto-types/ proto-types/
COPY services/kit/ services/kit/
COPY ${WORKSPACE}/ ${WORKSPACE}/
RUN npx tsc -b "$WORKSPACE"
# runtime/ gathers what the image runs: each workspace's package.json and compiled code, and the
# folders its code reads at run time (migrations/, data/) where it has them; sources stay behind.
RUN for part in proto-types services/kit "$WORKSPACE"; do \
      mkdir -p "runtime/$part" && cp -R "$part/package.json" "$part/dist" "runtime/$part/" || exit 1; \
      for folder in migrations data; do \
        if [ -d "$part/$folder" ]; then cp -R "$part/$folder" "runtime/$part/" || exit 1; fi; \
      done; \
    done

# 2. Production dependencies only, with their install scripts (native modules).
FROM node:${NODE_VERSION}-bookworm-slim AS deps
ARG WORKSPACE
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/proto-types/package.json proto-types/
COPY --from=build /app/services/kit/package.json services/kit/
COPY --from=build /app/${WORKSPACE}/package.json ${WORKSPACE}/
RUN npm ci --omit=dev --no-audit --no-fund -w proto-types -w services/kit -w "$WORKSPACE" \
 && npm cache clean --force

# 3. Runtime: compiled code, production dependencies, an unprivileged user. It runs from the
# workspace's folder; the code finds its files from its own location, not from there.
# The whole install is copied, not only /app/node_modules: npm nests a package under a workspace's
# own node_modules where the root holds another version of it (services/tools/node_modules/lru-cache,
# services/kit/node_modules/@opentelemetry/*), and the code would not find it anywhere else.
FROM node:${NODE_VERSION}-bookworm-slim
ARG WORKSPACE
ARG PORT
ENV NODE_ENV=production HOST=0.0.0.0 PORT=${PORT}
COPY --from=deps /app/ /app/
COPY --from=build /app/runtime/ /app/
WORKDIR /app/${WORKSPACE}
USER 1000:1000
EXPOSE ${PORT}
# GET /healthz on PORT, by Node itself (services/kit/src/healthcheck.ts): the image has no curl or wget.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "/app/services/kit/dist/healthcheck.js"]
CMD ["node", "dist/server.js"]
