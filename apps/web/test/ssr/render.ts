import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { type AppLoadContext, createRequestHandler, type ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';
import { visitorContext } from '../load-context';

/**
 * The real app (routes, root, entry.server) compiled by Vite's SSR loader, as a fetch-style
 * handler: `render('/inicio')` answers like the production server. The CMS is msw's fake.
 */
let vite: ViteDevServer | undefined;
let handler: ((request: Request, context: AppLoadContext) => Promise<Response>) | undefined;
let build: ServerBuild | undefined;

export async function startApp(): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  vite = await createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'error',
    // Test files run in parallel: no shared optimizer cache to race on, no browser deps to scan.
    cacheDir: `${root}/node_modules/.vite-ssr-test/${process.pid}-${Math.random().toString(36).slice(2)}`,
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  handler = createRequestHandler(build, 'production');
}

/** The compiled app, for tests that run it behind the real Express server (server/app.ts). */
export function appBuild(): ServerBuild {
  if (!build) throw new Error('startApp() first');
  return build;
}

/** A module of the app as its Vite server compiles it (`/app/app.css?inline`). */
export async function appModule<T>(id: string): Promise<T> {
  if (!vite) throw new Error('startApp() first');
  return (await vite.ssrLoadModule(id)) as T;
}

export async function stopApp(): Promise<void> {
  await vite?.close();
  if (vite) await rm(vite.config.cacheDir, { recursive: true, force: true });
}

export async function render(
  path: string,
  init: RequestInit = {},
  context: Partial<AppLoadContext> = {},
): Promise<Response> {
  if (!handler) throw new Error('startApp() first');
  // As server/app.ts: a document request's render gets a store for what loaders keep for it.
  const kept = new URL(path, 'http://localhost').pathname.endsWith('.data') ? null : new Map();
  return handler(
    new Request(`http://localhost${path}`, init),
    visitorContext({ kept, ...context }),
  );
}

/** Clears the app's own CMS cache (its module instance differs from the test's) via the webhook. */
export async function purgeAppCache(): Promise<void> {
  const response = await render('/webhooks/cms', { method: 'POST' });
  if (!response.ok) throw new Error(`cache purge answered ${response.status}`);
}
