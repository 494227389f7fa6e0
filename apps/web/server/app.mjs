import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { subscribeContentChanges } from './content-events.mjs';
import { CSP_REPORT_PATH, cspReports } from './csp-report.mjs';
import { guardServer, requestGuards } from './http-guards.mjs';
import { pageCache } from './page-cache.mjs';
import { previewMode } from './preview.mjs';
import { sameOriginPosts } from './same-origin.mjs';
import { securityHeaders } from './security.mjs';
import { proxyUploads } from './uploads.mjs';

/**
 * The web server's Express app: guards, compression, security headers, the CSP report
 * endpoint, the same-origin check of posts, `/healthz`, `/uploads`, then the site (preview mode
 * first, then the page cache).
 * Production: `build` is the React Router server build and `clientDir` the browser files.
 * Dev: `vite` is Vite's dev server (its middleware, the build loaded per request).
 */
export function createApp({ env, build, clientDir, vite }) {
  const dev = Boolean(vite);
  const app = express();

  app.disable('x-powered-by');
  app.set('trust proxy', env.trustProxy);
  app.use(compression());
  app.use(securityHeaders({ production: !dev, mediaOrigins: env.mediaOrigins }));
  app.use(requestGuards());
  app.use(CSP_REPORT_PATH, cspReports());
  app.use(sameOriginPosts({ siteOrigin: env.siteOrigin }));

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.use('/uploads', proxyUploads(env.cmsUrl));

  // Production reuses rendered pages for CMS_CACHE_TTL_MS (server/page-cache.mjs).
  const pages = dev ? null : pageCache({ ttlMs: env.pageCacheTtlMs });

  /**
   * Loaders and actions see the client's address (contact rate limit), the page purge (the
   * CMS publish webhook) and the preview, if any; entry.server the nonce.
   */
  // No nonce in dev: there is no policy to satisfy, and Vite's dev-only styles would carry it.
  const getLoadContext = (req, res) => ({
    clientIp: req.ip ?? '',
    cspNonce: dev ? undefined : res.locals.cspNonce,
    purgePages: pages?.purge,
    preview: res.locals.preview ?? null,
  });
  // A valid preview cookie: drafts, no caching, framed by the CMS admin (server/preview.mjs).
  const preview = previewMode({
    secret: env.previewSecret ?? null,
    frameAncestors: env.cmsAdminOrigin ?? "'none'",
  });

  if (dev) {
    app.use(vite.middlewares);
    app.use(preview);
    app.all('/{*splat}', async (req, res, next) => {
      try {
        const current = await vite.ssrLoadModule('virtual:react-router/server-build');
        return createRequestHandler({ build: current, getLoadContext })(req, res, next);
      } catch (error) {
        vite.ssrFixStacktrace(error);
        return next(error);
      }
    });
  } else {
    // Hashed file names: cached for a year and never revalidated.
    app.use(
      '/assets',
      express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', index: false }),
    );
    app.use(express.static(clientDir, { maxAge: '1h', index: false }));
    app.use(preview);
    app.use(pages.middleware);
    app.all('/{*splat}', createRequestHandler({ build, getLoadContext }));
    // With Redis, the CMS broadcasts its publishes to every replica (decision 039); the
    // webhook (POST /webhooks/cms) stays for a web without Redis.
    if (env.redisUrl) {
      app.locals.contentEvents = subscribeContentChanges({
        redisUrl: env.redisUrl,
        onChange: () => {
          build.entry.module.purgeCmsCache?.();
          pages.purge();
        },
      });
    }
  }
  return app;
}

/** Listens, with the answers Node gives before Express (CONNECT, TRACK, unparsable requests). */
export function listen(app, { port, host }, callback) {
  return guardServer(app.listen(port, host, callback));
}
