import { readdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { constants } from 'node:zlib';
import { createRequestHandler, type GetLoadContextFunction } from '@react-router/express';
import compression from 'compression';
import express, { type Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import type { AppLoadContext, ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { WebEnv } from '../app/lib/env.server';
import { subscribeContentChanges } from './content-events';
import { CSP_REPORT_PATH, cspReports } from './csp-report';
import { createEndedPreviews } from './ended-previews';
import { guardServer, requestGuards } from './http-guards';
import { createLogger, type Logger } from './logger';
import type { Metrics } from './metrics';
import { pageCache } from './page-cache';
import { previewMode } from './preview';
import { requestLog } from './request-log';
import { sameOriginPosts } from './same-origin';
import { securityHeaders } from './security';
import { proxyUploads } from './uploads';

/**
 * Both modes: the JSON log (default: LOG_LEVEL's, on stdout) and the metrics to count in
 * (server/metrics.ts; none without METRICS_PORT).
 */
type Observed = { logger?: Logger; metrics?: Metrics };

/**
 * Production: `build` is the React Router server build, `clientDir` the browser files, and
 * `purgeCmsCache` the app's own CMS answer cache (forgotten on each content change).
 */
export type ProductionOptions = Observed & {
  env: WebEnv;
  build: ServerBuild;
  clientDir: string;
  purgeCmsCache?: () => void;
  vite?: undefined;
};

/** Dev: Vite's dev server (its middleware, the build loaded per request). */
export type DevOptions = Observed & { env: WebEnv; vite: ViteDevServer };

/**
 * The web server's Express app: the request id and access log, metrics, guards, compression,
 * security headers, the CSP report endpoint, the same-origin check of posts, `/healthz`,
 * `/uploads`, then the site (preview mode first, then the page cache).
 */
export function createApp(options: ProductionOptions | DevOptions): Express {
  const { env, metrics } = options;
  const logger = options.logger ?? createLogger(env.logLevel);
  const dev = options.vite !== undefined;
  const app = express();

  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxy);
  app.use(requestLog(logger));
  if (metrics) app.use(metrics.middleware);
  // What is compressed per request (a page not kept yet, data for client navigations) is brotli
  // quality 3: the middleware's default 4 costs three times the CPU for 4 % fewer bytes (036).
  app.use(compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } } }));
  app.use(securityHeaders({ production: !dev, mediaOrigins: env.mediaOrigins }));
  app.use(requestGuards());
  app.use(CSP_REPORT_PATH, cspReports());
  app.use(sameOriginPosts({ siteOrigin: env.siteOrigin }));

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  // Metrics are served on METRICS_PORT only (server/metrics.ts), never on the public port.
  app.all('/metrics', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found.\n');
  });
  // CMS_CACHE_TTL_MS=0 (every answer fresh) keeps no uploads either.
  app.use('/uploads', proxyUploads(env.cmsUrl, { keep: env.cmsCacheTtlMs > 0 }));

  // Previews exited, by their cookie's id (closed with the server: server/start.ts).
  const endedPreviews = createEndedPreviews(env.redisUrl);
  app.locals.endedPreviews = endedPreviews;

  // Production reuses rendered pages for CMS_CACHE_TTL_MS (server/page-cache.ts).
  const pages = dev
    ? null
    : pageCache({ ttlMs: env.cmsCacheTtlMs, onResult: metrics?.pageCache, log: logger });

  /**
   * Loaders and actions see the client's address (contact rate limit), the page purge (the
   * CMS publish webhook), the preview, if any, and the contact counter; entry.server the nonce
   * and, on a document request, what loaders kept for its render only (`app/lib/kept.server.ts`;
   * a data request, `*.data`, is a client navigation, which renders everything itself).
   */
  // No nonce in dev: there is no policy to satisfy, and Vite's dev-only styles would carry it.
  const getLoadContext: GetLoadContextFunction = (req, res): AppLoadContext => ({
    clientIp: req.ip || null,
    cspNonce: dev ? undefined : res.locals.cspNonce,
    purgePages: pages?.purge,
    preview: res.locals.preview ?? null,
    endPreview: endedPreviews.end,
    countContact: metrics?.contact,
    kept: req.path.endsWith('.data') ? null : new Map(),
  });
  // A valid preview cookie: drafts, no caching, framed by the CMS admin (server/preview.ts).
  const preview = previewMode({
    secret: env.preview?.secret ?? null,
    frameAncestors: env.cmsAdminOrigin,
    ended: endedPreviews.ended,
  });

  if (options.vite !== undefined) {
    const { vite } = options;
    app.use(vite.middlewares);
    app.use(preview);
    app.all('/{*splat}', async (req, res, next) => {
      try {
        const current = await vite.ssrLoadModule('virtual:react-router/server-build');
        return createRequestHandler({ build: current as ServerBuild, getLoadContext })(
          req,
          res,
          next,
        );
      } catch (error) {
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        return next(error);
      }
    });
    return app;
  }

  const { build, clientDir, purgeCmsCache } = options;
  // Hashed file names: cached for a year and never revalidated; sent as compressed at build
  // time (brotli 11 or gzip 9 beside each file, vite.config.ts), as the client accepts.
  app.use(
    '/assets',
    expressStaticGzip(`${clientDir}/assets`, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false },
    }),
  );
  // The few files at the top of the build (icons, the sharing image): looked up by name, so a
  // page's request never waits for a file-system lookup first.
  const topFiles = new Set(
    readdirSync(clientDir, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const serveTopFile = express.static(clientDir, { maxAge: '1h', index: false });
  app.use((req, res, next) => (topFiles.has(req.path) ? serveTopFile(req, res, next) : next()));
  app.use(preview);
  if (pages) app.use(pages.middleware);
  app.all('/{*splat}', createRequestHandler({ build, getLoadContext }));
  // With Redis, the CMS broadcasts its publishes to every replica (decision 039); the
  // webhook (POST /webhooks/cms) stays for a web without Redis.
  if (env.redisUrl) {
    app.locals.contentEvents = subscribeContentChanges({
      redisUrl: env.redisUrl,
      log: logger,
      onChange: () => {
        purgeCmsCache?.();
        pages?.purge();
      },
    });
  }
  return app;
}

/**
 * How long an idle connection stays open. Longer than the idle timeout of the proxy in front
 * (nginx keeps idle upstream connections 60 s, cloud load balancers 60 s): the proxy must be the
 * one to close an idle connection. If Node closed it first (its default is 5 s), a request the
 * proxy sends on it at that moment would fail with a 502.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;
/**
 * Above the keep-alive timeout, as Node advises: on a reused connection the wait for the next
 * request's headers would otherwise end it before the keep-alive timeout does (the same race).
 */
const HEADERS_TIMEOUT_MS = 66_000;

/**
 * Listens, with the answers Node gives before Express (CONNECT, TRACK, unparsable requests) and
 * keep-alive timeouts longer than the proxy's.
 */
export function listen(
  app: Express,
  { port, host }: { port: number; host: string },
  callback?: (error?: Error) => void,
): Server {
  const server = guardServer(app.listen(port, host, callback));
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  return server;
}
