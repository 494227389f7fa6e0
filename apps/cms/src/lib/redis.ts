import Redis from 'ioredis';

type Logger = { warn: (message: string) => void };
export type SharedRedis = {
  client: Redis;
  /** Waits (briefly) for the connection, so the first requests after a start are counted in Redis too. */
  ready: (timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A Redis client for rate-limit counters. Commands fail at once while disconnected (no offline
 * queue: a request must not hang on Redis); callers fall back to an in-memory limiter then.
 */
export function connectRedis(url: string, label: string, log: Logger): SharedRedis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', (error: Error) => log.warn(`${label}: Redis error: ${error.message}`));
  return {
    client,
    async ready(timeoutMs = 1_000) {
      if (client.status === 'ready') return;
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          client.off('ready', done);
          resolve();
        };
        const timer = setTimeout(done, timeoutMs);
        client.once('ready', done);
      });
    },
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}
