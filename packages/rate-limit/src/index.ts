import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type Logger = { warn: (message: string) => void };

/** A Redis connection for counters, shared by the limiters of one process. */
export type SharedRedis = {
  client: Redis;
  /**
   * Settles once the first connection is up, or after 1 s without it: the first requests after a
   * start are counted in Redis too, and nobody waits on Redis while it is down later (the
   * in-memory insurance counts meanwhile).
   */
  started: Promise<void>;
  close: () => Promise<void>;
};

/**
 * Connects to Redis for rate-limit counters. Commands fail at once while disconnected (no offline
 * queue: a request must not hang on Redis); the limiters fall back to memory then.
 */
export function connectRedis(url: string, label: string, log: Logger): SharedRedis {
  const client = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on('error', (error: Error) => log.warn(`${label}: Redis error: ${error.message}`));
  const started = new Promise<void>((resolve) => {
    const done = () => {
      // Stryker disable next-line CallExpression: the timer left running only calls done() again
      clearTimeout(timer);
      // Stryker disable next-line StringLiteral,CallExpression: a later "ready" calls done() again
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, 1_000);
    client.once('ready', done);
  });
  return {
    client,
    started,
    async close() {
      await client.quit().catch(() => undefined);
    },
  };
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export type Limiter = {
  /** Counts one request of `key`; not allowed when `key` is over its limit. */
  consume: (key: string) => Promise<RateDecision>;
  /** Whether `key` is already over its limit, without counting anything. */
  peek: (key: string) => Promise<RateDecision>;
};

export type LimiterOptions = {
  /** Shared counters (every replica), or null: this process counts alone. */
  redis: SharedRedis | null;
  points: number;
  durationSeconds: number;
  keyPrefix: string;
  /** Names the limiter in warnings ("Contact rate limit"). */
  label: string;
  log: Logger;
};

export type StoreSettings = { points: number; duration: number; keyPrefix: string };

/**
 * rate-limiter-flexible's counters: in Redis with an in-memory insurance while Redis is down, or
 * in memory only. For guards that need more than consume/peek (blocking a key, the admin sign-in).
 */
export function counterStore(
  redis: SharedRedis | null,
  settings: StoreSettings,
): RateLimiterMemory | RateLimiterRedis {
  if (!redis) return new RateLimiterMemory(settings);
  return new RateLimiterRedis({
    ...settings,
    storeClient: redis.client,
    insuranceLimiter: new RateLimiterMemory(settings),
  });
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * `points` requests per `durationSeconds` and key. With Redis the counters are shared, and an
 * in-memory limiter takes over while Redis is down (rate-limiter-flexible's insurance). If the
 * store fails anyway, the request is let through with a warning: a visitor's message matters
 * more than the limit.
 */
export function createLimiter(options: LimiterOptions): Limiter {
  const { redis, label, log } = options;
  const settings = {
    points: options.points,
    duration: options.durationSeconds,
    keyPrefix: options.keyPrefix,
  };
  const limiter = counterStore(redis, settings);
  const letThrough = (error: unknown): RateDecision => {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn(`${label} unavailable, request let through: ${reason}`);
    return { allowed: true };
  };
  return {
    async consume(key) {
      await redis?.started;
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return { allowed: false, retryAfterSeconds: seconds(error.msBeforeNext) };
        }
        return letThrough(error);
      }
    },
    async peek(key) {
      await redis?.started;
      try {
        const state = await limiter.get(key);
        if (state && state.consumedPoints >= settings.points) {
          return { allowed: false, retryAfterSeconds: seconds(state.msBeforeNext) };
        }
        return { allowed: true };
      } catch (error) {
        return letThrough(error);
      }
    },
  };
}
