// `node server.js` starts the web server, whose code is TypeScript in server/ (Node 20 runs no
// TypeScript, hence this launcher): the production build by default (server/main.ts, compiled
// into build/server/index.js by `react-router build`), or with `--dev` the sources through Vite.
import { fileURLToPath } from 'node:url';

if (process.argv.includes('--dev')) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true } });
  const { main } = await vite.ssrLoadModule('/server/start.ts');
  main({ vite });
} else {
  const { startProduction } = await import('./build/server/index.js');
  startProduction({ clientDir: fileURLToPath(new URL('./build/client', import.meta.url)) });
}
