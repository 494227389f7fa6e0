import type { Server } from 'node:http';
import { createApp, type DevOptions, listen, type ProductionOptions } from './app';
import { serverEnv } from './env';

/** What `start` needs besides the settings: the production build, or Vite's dev server. */
export type StartOptions = Omit<ProductionOptions, 'env'> | Omit<DevOptions, 'env'>;

/**
 * Starts the web server: reads and checks the settings first (a wrong one stops the start
 * before anything listens), then builds the Express app and listens on HOST:PORT.
 */
export function start(options: StartOptions): Server {
  const env = serverEnv();
  const app = createApp({ ...options, env });
  return listen(app, env, (error) => {
    if (error) throw error;
    console.log(`web listening on http://${env.host}:${env.port} (CMS at ${env.cmsUrl})`);
  });
}
