// A web server process of its own, for tests of what only a process shows (signals, exit
// codes, its log): `main` from server/start.ts, as server.js runs it, around the app compiled
// by Vite from the sources (the app's JSX and `~/` imports are more than Node's type stripping
// runs). Arguments: the browser files' folder
// and a cache folder for Vite. Settings come from the environment, as in production.
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { main } from '../../server/start';

const [clientDir, cacheDir] = process.argv.slice(2);
if (!clientDir) throw new Error('usage: node start-web.ts <client dir> [<vite cache dir>]');
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
const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
const start = (await vite.ssrLoadModule('/server/start.ts')) as { main: typeof main };
// Vite's own SIGTERM handler would close it and exit first; production runs no Vite.
process.removeAllListeners('SIGTERM');
start.main({ build, clientDir });
