import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Logger } from './logger';

/** What Docker (`docker stop`, a rolling update) and a terminal's Ctrl-C send. */
const SIGNALS = ['SIGTERM', 'SIGINT'] as const;

export type ShutdownOptions = {
  /** The site's server: its requests in flight are waited for. */
  server: Server;
  /** Servers closed with it (the metrics port). */
  others?: Server[];
  /** Run once every server is closed: the Redis clients. */
  cleanup?: Array<() => Promise<unknown>>;
  /** SHUTDOWN_TIMEOUT_MS: past it the process exits with 1, whatever is still open. */
  timeoutMs: number;
  log: Logger;
  exit?: (code: number) => void;
};

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    // Stops listening at once; calls back when the last connection has ended.
    server.close(() => resolve());
    server.closeIdleConnections();
  });
}

/**
 * On SIGTERM or SIGINT: stops accepting connections, closes the idle keep-alive ones at once,
 * lets the requests in flight finish (each answer not started yet says `Connection: close`, so
 * the proxy opens its next connection to another replica), closes the Redis clients and exits
 * with 0. Past `timeoutMs` it logs what was still open and exits with 1. A second signal exits
 * with 1 at once.
 */
export function shutdownOnSignals({
  server,
  others = [],
  cleanup = [],
  timeoutMs,
  log,
  exit = (code) => process.exit(code),
}: ShutdownOptions): void {
  const open = new Set<ServerResponse>();
  let stopping = false;

  // First of the listeners: the response is known before Express may end it.
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    open.add(res);
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      open.delete(res);
      // An answer that had started before the stop left its connection idle: close it now.
      if (stopping) setImmediate(() => server.closeIdleConnections());
    });
  });

  async function stop(signal: NodeJS.Signals): Promise<void> {
    stopping = true;
    // Not listening any more from here on (the idle connections go too).
    const closed = Promise.all([server, ...others].map(close));
    log.info({ signal, in_flight: open.size }, 'stopping: no new connections, finishing requests');
    const deadline = setTimeout(() => {
      log.error(
        { in_flight: open.size, timeout_ms: timeoutMs },
        `not stopped within SHUTDOWN_TIMEOUT_MS (${timeoutMs} ms), ${open.size} request(s) still open; exiting`,
      );
      exit(1);
    }, timeoutMs);
    for (const res of open) if (!res.headersSent) res.setHeader('Connection', 'close');
    await closed;
    await Promise.allSettled(cleanup.map((step) => step()));
    clearTimeout(deadline);
    log.info('stopped');
    exit(0);
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (!stopping) {
      void stop(signal);
      return;
    }
    log.warn({ signal }, 'asked again to stop: exiting now');
    exit(1);
  };
  for (const signal of SIGNALS) process.on(signal, onSignal);
}
