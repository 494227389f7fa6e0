import type { Server } from 'node:http';
import { EnvError, loadEnv } from '../app/lib/env.server';
import { createApp, type DevOptions, listen, type ProductionOptions } from './app';

/** What `start` needs besides the settings: the production build, or Vite's dev server. */
export type StartOptions = Omit<ProductionOptions, 'env'> | Omit<DevOptions, 'env'>;

/**
 * Starts the web server: checks every setting first (an EnvError listing each wrong one stops
 * the start before anything listens), then builds the Express app and listens on HOST:PORT.
 */
export function start(options: StartOptions): Server {
  const env = loadEnv();
  const app = createApp({ ...options, env });
  return listen(app, env, (error) => {
    if (error) throw error;
    console.log(`web listening on http://${env.host}:${env.port} (CMS at ${env.cmsUrl})`);
  });
}

/** `start` for `node server.js`: wrong settings end the process with their list, no stack. */
export function main(options: StartOptions): Server {
  try {
    return start(options);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
