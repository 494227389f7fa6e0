import type { Server, ServerResponse } from 'node:http';

/**
 * Longer than the idle keep-alive of the proxy in front (nginx keeps upstream connections 60 s):
 * the proxy, not the CMS, closes an idle connection, so it never sends a request on one the CMS
 * is closing. Headers may take a second longer than that (Node requires headers ≥ keep-alive).
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;
export const HEADERS_TIMEOUT_MS = 66_000;

export type Draining = {
  /** Responses not yet finished. */
  inFlight: () => number;
  /**
   * Stops accepting connections, closes idle ones, lets the requests in flight finish (each
   * answered with `Connection: close`) and resolves once every connection has closed.
   */
  close: () => Promise<void>;
};

/** Sets the keep-alive timeouts and tracks the requests in flight of `server`. */
export function drainable(server: Server): Draining {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  const open = new Set<ServerResponse>();
  let closing = false;
  server.on('request', (_request, response: ServerResponse) => {
    open.add(response);
    if (closing && !response.headersSent) response.setHeader('Connection', 'close');
    response.once('close', () => {
      open.delete(response);
      // A response whose headers went out before the close (keep-alive): its connection is
      // idle now, and nothing else would close it.
      if (closing) server.closeIdleConnections();
    });
  });
  return {
    inFlight: () => open.size,
    close() {
      closing = true;
      for (const response of open) {
        if (!response.headersSent) response.setHeader('Connection', 'close');
      }
      return new Promise((resolve, reject) => {
        // Node closes the idle keep-alive connections here and calls back once all are closed.
        server.close((error?: Error & { code?: string }) => {
          if (error && error.code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
          else resolve();
        });
      });
    },
  };
}

type Log = { info: (message: string) => void; error: (message: string) => void };

export type ShutdownOptions = {
  draining: Draining;
  /** After the server has drained: closes the rest (Strapi's destroy, the database last). */
  stop: () => Promise<void>;
  timeoutMs: number;
  log: Log;
  exit: (code: number) => void;
};

/**
 * The stop on SIGTERM/SIGINT: no new connections, the requests in flight finish, then `stop`,
 * then exit 0. Past `timeoutMs` (CMS_SHUTDOWN_TIMEOUT_MS) it exits 1 whatever is left. A second
 * signal while stopping is ignored (a process group and its parent may both pass one on).
 */
export function shutdownOnSignal({ draining, stop, timeoutMs, log, exit }: ShutdownOptions) {
  let stopping: Promise<void> | null = null;
  const run = async (signal: string) => {
    const deadline = setTimeout(() => {
      log.error(
        `Shutdown did not finish within ${timeoutMs} ms (CMS_SHUTDOWN_TIMEOUT_MS): ${draining.inFlight()} request(s) still in flight; exiting with code 1.`,
      );
      exit(1);
    }, timeoutMs);
    log.info(
      `${signal} received: accepting no new connections, waiting for ${draining.inFlight()} request(s) in flight (at most ${timeoutMs} ms).`,
    );
    try {
      await draining.close();
      log.info('Requests finished; closing the CMS and its database.');
      await stop();
      clearTimeout(deadline);
      log.info('Shutdown complete.');
      exit(0);
    } catch (error) {
      clearTimeout(deadline);
      log.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
      exit(1);
    }
  };
  return (signal: string): Promise<void> => {
    stopping ??= run(signal);
    return stopping;
  };
}

type StrapiLike = {
  server: { httpServer: Server };
  config: { get: <T>(path: string, fallback: T) => T };
  log: Log;
  destroy: () => Promise<void>;
};

/**
 * Strapi's own handler (@strapi/core, utils/signals.js) destroys every connection at once,
 * requests in flight included, keeps accepting connections while its destroy hooks run, and has
 * no deadline: it is replaced by `shutdownOnSignal`.
 */
const STRAPI_SIGNAL_HANDLER = 'terminateStrapi';
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

/** Called first in `register`: the HTTP server's timeouts, and the stop on SIGTERM/SIGINT. */
export function stopGracefully(strapi: StrapiLike): void {
  const shutdown = shutdownOnSignal({
    draining: drainable(strapi.server.httpServer),
    stop: () => strapi.destroy(),
    timeoutMs: strapi.config.get('server.shutdown.timeoutMs', 10_000),
    log: strapi.log,
    exit: (code) => process.exit(code),
  });
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) {
      if (listener.name === STRAPI_SIGNAL_HANDLER) process.off(signal, listener);
    }
    process.on(signal, () => void shutdown(signal));
  }
}
