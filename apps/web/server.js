// `node server.js` starts the web server, whose code is TypeScript in server/: the production
// build by default (server/main.ts, compiled into build/server/index.js by `react-router build`),
// or with `--dev` the sources through Vite. JavaScript, as the entry the Dockerfile and the
// operators name, importing a build that exists only after `pnpm build` (decision 072).
import { fileURLToPath } from 'node:url';

// ENV_PATH: a file of settings (KEY=value lines) read before anything reads a setting; a value
// already in the environment wins (Node's own rule). Named but missing, the start stops.
// biome-ignore lint/style/noProcessEnv: the settings file must be loaded before the env module reads.
const envPath = process.env.ENV_PATH?.trim();
if (envPath) {
  try {
    process.loadEnvFile(envPath);
  } catch (error) {
    const reason = error?.code === 'ENOENT' ? 'does not exist' : `cannot be read (${error})`;
    console.error(`ENV_PATH names ${envPath}, which ${reason}; fix the path or unset ENV_PATH`);
    process.exit(1);
  }
}

if (process.argv.includes('--dev')) {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true } });
  const { main } = await vite.ssrLoadModule('/server/start.ts');
  main({ vite });
} else {
  const { startProduction } = await import('./build/server/index.js');
  startProduction({ clientDir: fileURLToPath(new URL('./build/client', import.meta.url)) });
}
