# The CMS and the web images, built from the repository root in one pass (docker-compose.yml builds
# the targets `cms` and `web`): the workspace is installed and built once, then each app is
# deployed with its production dependencies only. No install script runs: the native packages the
# apps use ship prebuilt binaries, and better-sqlite3 (SQLite, which containers never use: they
# run on PostgreSQL) is left unbuilt, so the images need no compiler.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /repo
# Extra CA certificates (a TLS-inspecting proxy between the build and the npm registry): the
# optional build secret `build_ca` (docker-compose.yml: BUILD_CA_CERTS=/path/to/ca.pem). Used by
# the install only; nothing of it reaches the images.
RUN --mount=type=secret,id=build_ca,required=false \
    if [ -s /run/secrets/build_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/build_ca; fi \
 && npm install -g pnpm@10.34.9
COPY . .
# The package store is a build cache: a rebuild downloads only what changed.
ENV npm_config_store_dir=/pnpm-store
RUN --mount=type=secret,id=build_ca,required=false --mount=type=cache,id=brilla-pnpm,target=/pnpm-store \
    if [ -s /run/secrets/build_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/build_ca; fi \
 && pnpm install --frozen-lockfile --ignore-scripts --filter @brilla/cms... --filter @brilla/web... \
 && STRAPI_TELEMETRY_DISABLED=true TURBO_TELEMETRY_DISABLED=1 \
    pnpm turbo run build --filter @brilla/cms --filter @brilla/web \
 && pnpm --filter @brilla/cms deploy --prod --legacy --ignore-scripts /out/cms \
 && cp -r apps/cms/dist /out/cms/dist \
 && pnpm --filter @brilla/web deploy --prod --legacy --ignore-scripts /out/web \
 && cp -r apps/web/build /out/web/build

FROM ${NODE_IMAGE} AS cms
ENV NODE_ENV=production STRAPI_TELEMETRY_DISABLED=true
WORKDIR /app
COPY --from=build --chown=node:node /out/cms /app
RUN mkdir -p public/uploads && chown -R node:node public
USER node
EXPOSE 1337
CMD ["node", "node_modules/@strapi/strapi/bin/strapi.js", "start"]

FROM ${NODE_IMAGE} AS web
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build --chown=node:node /out/web /app
USER node
EXPOSE 3000 9464
CMD ["node", "server.js"]
