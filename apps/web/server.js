// The web server: Express 5 + compression + the React Router request handler.
// `node server.js` serves the production build; `node server.js --dev` uses Vite's middleware.
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
import { serverEnv } from './server/env.mjs';
import { pageCache } from './server/page-cache.mjs';
import { sameOriginPosts } from './server/same-origin.mjs';
import { securityHeaders } from './server/security.mjs';
import { proxyUploads } from './server/uploads.mjs';

const env = serverEnv();
const dev = process.argv.includes('--dev');
const app = express();

app.disable('x-powered-by');
app.set('trust proxy', env.trustProxy);
app.use(compression());
app.use(securityHeaders({ production: !dev }));
app.use(sameOriginPosts({ siteOrigin: env.siteOrigin }));

app.get('/healthz', (_req, res) => {
  res.set('Cache-Control', 'no-store').json({ status: 'ok' });
});
app.use('/uploads', proxyUploads(env.cmsUrl));

// Production reuses rendered pages for CMS_CACHE_TTL_MS (server/page-cache.mjs).
const pages = dev ? null : pageCache({ ttlMs: env.pageCacheTtlMs });

/**
 * Loaders and actions see the client's address (contact rate limit) and the page purge (the CMS
 * publish webhook); entry.server the nonce.
 */
// No nonce in dev: there is no policy to satisfy, and Vite's dev-only styles would carry it.
const getLoadContext = (req, res) => ({
  clientIp: req.ip ?? '',
  cspNonce: dev ? undefined : res.locals.cspNonce,
  purgePages: pages?.purge,
});

if (dev) {
  const vite = await import('vite');
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  app.use(viteServer.middlewares);
  app.all('/{*splat}', async (req, res, next) => {
    try {
      const build = await viteServer.ssrLoadModule('virtual:react-router/server-build');
      return createRequestHandler({ build, getLoadContext })(req, res, next);
    } catch (error) {
      viteServer.ssrFixStacktrace(error);
      return next(error);
    }
  });
} else {
  const client = fileURLToPath(new URL('./build/client', import.meta.url));
  // Hashed file names: cached for a year and never revalidated.
  app.use(
    '/assets',
    express.static(`${client}/assets`, { immutable: true, maxAge: '1y', index: false }),
  );
  app.use(express.static(client, { maxAge: '1h', index: false }));
  const build = await import('./build/server/index.js');
  app.use(pages.middleware);
  app.all('/{*splat}', createRequestHandler({ build, getLoadContext }));
}

app.listen(env.port, env.host, (error) => {
  if (error) throw error;
  console.log(`web listening on http://${env.host}:${env.port} (CMS at ${env.cmsUrl})`);
});
