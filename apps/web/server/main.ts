// The production server's entry: `react-router build` compiles it with the app into
// build/server/index.js (vite.config.ts), which `node server.js` imports. The file stays a
// React Router server build too (scripts/js-weight.mjs reads its `assets`).
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import * as build from 'virtual:react-router/server-build';
import { purgeCmsCache } from '../app/lib/cms-cache.server';
import { main } from './start';

export * from 'virtual:react-router/server-build';

/** Serves the production build: the app compiled beside this file, the browser files in ../client. */
export function startProduction(): Server {
  return main({
    build,
    clientDir: fileURLToPath(new URL('../client', import.meta.url)),
    purgeCmsCache,
  });
}
