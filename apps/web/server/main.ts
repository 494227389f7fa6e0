// The production server's entry: `react-router build` compiles it with the app into
// build/server/index.js (vite.config.ts), which `node server.js` imports. The file stays a
// React Router server build too (scripts/js-weight.ts reads its `assets`).
import type { Server } from 'node:http';
import * as build from 'virtual:react-router/server-build';
import { purgeCmsCache } from '../app/lib/cms-cache.server';
import { main } from './start';

export * from 'virtual:react-router/server-build';

/**
 * Serves the production build: the app compiled with this file, the browser files from
 * `clientDir` (server.js passes build/client: the bundler may move this code into a chunk of
 * its own, so a path relative to `import.meta.url` here would not be stable).
 */
export function startProduction({ clientDir }: { clientDir: string }): Server {
  return main({ build, clientDir, purgeCmsCache });
}
