// The web server: `node server.js` serves the production build; `node server.js --dev` uses
// Vite's middleware. The app itself is put together in server/app.mjs.
import { fileURLToPath } from 'node:url';
import { createApp, listen } from './server/app.mjs';
import { serverEnv } from './server/env.mjs';

const env = serverEnv();
const dev = process.argv.includes('--dev');

let app;
if (dev) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true } });
  app = createApp({ env, vite });
} else {
  app = createApp({
    env,
    build: await import('./build/server/index.js'),
    clientDir: fileURLToPath(new URL('./build/client', import.meta.url)),
  });
}

listen(app, env, (error) => {
  if (error) throw error;
  console.log(`web listening on http://${env.host}:${env.port} (CMS at ${env.cmsUrl})`);
});
