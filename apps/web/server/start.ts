import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { closeContactLimiter } from '../app/features/contact/rate-limit.server';
import { flushVisits } from '../app/features/visits/visit-sender.server';
import { EnvError, loadEnv } from '../app/lib/env.server';
import { createApp, type DevOptions, listen, type ProductionOptions } from './app';
import type { ContentEvents } from './content-events';
import type { EndedPreviews } from './ended-previews';
import { createLogger } from './logger';
import { createMetrics, serveMetrics } from './metrics';
import { shutdownOnSignals } from './shutdown';

/** What `start` needs besides the settings: the production build, or Vite's dev server. */
export type StartOptions = Omit<ProductionOptions, 'env'> | Omit<DevOptions, 'env'>;

function urlOf(server: Server, host: string, path = ''): string {
  return `http://${host}:${(server.address() as AddressInfo).port}${path}`;
}

/**
 * Starts the web server: checks every setting first (an EnvError listing each wrong one stops
 * the start before anything listens), then builds the Express app and listens on HOST:PORT, and
 * on HOST:METRICS_PORT for the metrics if set. SIGTERM and SIGINT stop it gracefully
 * (server/shutdown.ts).
 */
export function start(options: StartOptions): Server {
  const env = loadEnv();
  const logger = createLogger(env.logLevel);
  const metrics = env.metricsPort === null ? undefined : createMetrics();
  const app = createApp({ ...options, env, logger, metrics });
  const server = listen(app, env, (error) => {
    if (error) throw error;
    logger.info({ url: urlOf(server, env.host), cms: env.cmsUrl }, 'web listening');
  });
  const others: Server[] = [];
  if (metrics && env.metricsPort !== null) {
    const metricsServer = serveMetrics(metrics, { port: env.metricsPort, host: env.host });
    metricsServer.once('listening', () =>
      logger.info({ url: urlOf(metricsServer, env.host, '/metrics') }, 'metrics listening'),
    );
    others.push(metricsServer);
  }
  const contentEvents: ContentEvents | undefined = app.locals.contentEvents;
  const endedPreviews: EndedPreviews = app.locals.endedPreviews;
  shutdownOnSignals({
    server,
    others,
    cleanup: [
      async () => contentEvents?.close(),
      closeContactLimiter,
      flushVisits,
      async () => endedPreviews.close(),
    ],
    timeoutMs: env.shutdownTimeoutMs,
    log: logger,
  });
  return server;
}

/**
 * `start` for `node server.js`: wrong settings end the process with their list, no stack, as
 * one JSON line on stderr (LOG_LEVEL may be among them, so it is not read).
 */
export function main(options: StartOptions): Server {
  try {
    return start(options);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    const log = createLogger('info', pino.destination({ dest: 2, sync: true }));
    log.fatal({ problems: error.problems }, error.message);
    process.exit(1);
  }
}
