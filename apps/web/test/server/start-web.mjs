// A web server process of its own, for tests of what only a process shows (signals, exit
// codes, its log): `main` from server/start.ts, as server.js runs it, around the app compiled
// by Vite from the sources (Node 20 runs no TypeScript). Arguments: the browser files' folder
// and a cache folder for Vite. Settings come from the environment, as in production.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const [clientDir, cacheDir] = process.argv.slice(2);
const root = fileURLToPath(new URL('../..', import.meta.url));
const vite = await createServer({
  root,
  configFile: `${root}/vite.config.ts`,
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'error',
  cacheDir,
  optimizeDeps: { noDiscovery: true, include: [] },
});
const build = await vite.ssrLoadModule('virtual:react-router/server-build');
const { main } = await vite.ssrLoadModule('/server/start.ts');
// Vite's own SIGTERM handler would close it and exit first; production runs no Vite.
process.removeAllListeners('SIGTERM');
main({ build, clientDir });
