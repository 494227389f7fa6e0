# The CMS and the web images, built from the repository root in one pass (docker-compose.yml builds
# the targets `cms` and `web`): the workspace is installed and built once, then each app is
# deployed with its production dependencies only.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
# better-sqlite3 (the CMS's SQLite driver, unused with PostgreSQL) compiles from source, against
# the image's own Node headers (/usr/local/include/node): nothing is downloaded for it.
ENV npm_config_nodedir=/usr/local
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /repo
# Extra CA certificates (a TLS-inspecting proxy between the build and the npm registry): the
# optional build secret `build_ca` (docker-compose.yml: BUILD_CA_CERTS=/path/to/ca.pem). Used by
# the install only; nothing of it reaches the images.
RUN --mount=type=secret,id=build_ca,required=false \
    if [ -s /run/secrets/build_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/build_ca; fi \
 && npm install -g pnpm@10.34.9
COPY . .
RUN --mount=type=secret,id=build_ca,required=false \
    if [ -s /run/secrets/build_ca ]; then export NODE_EXTRA_CA_CERTS=/run/secrets/build_ca; fi \
 && pnpm install --frozen-lockfile --filter @brilla/cms... --filter @brilla/web... \
 && STRAPI_TELEMETRY_DISABLED=true TURBO_TELEMETRY_DISABLED=1 \
    pnpm turbo run build --filter @brilla/cms --filter @brilla/web \
 && pnpm --filter @brilla/cms deploy --prod --legacy /out/cms \
 && cp -r apps/cms/dist /out/cms/dist \
 && pnpm --filter @brilla/web deploy --prod --legacy /out/web \
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
