import Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from './env.server';

type ContactLimiter = {
  limiter: RateLimiterMemory | RateLimiterRedis;
  redis: Redis | null;
  /** Settles once the first connection is up, or after 1 s without it. */
  started: Promise<void>;
};

let current: ContactLimiter | undefined;

/**
 * With REDIS_URL every web replica counts in one place (`web-contact:<client>`); while Redis is
 * unreachable an in-memory limiter of this process takes over (rate-limiter-flexible's
 * insurance). Without REDIS_URL each process counts alone.
 */
function contactLimiter(): ContactLimiter {
  if (current) return current;
  const { contactRatePoints, contactRateWindowSeconds, redisUrl } = env();
  const options = {
    keyPrefix: 'web-contact',
    points: contactRatePoints,
    duration: contactRateWindowSeconds,
  };
  if (!redisUrl) {
    current = { limiter: new RateLimiterMemory(options), redis: null, started: Promise.resolve() };
    return current;
  }
  // No offline queue: a command fails at once while disconnected instead of holding the visitor.
  const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => {
    console.warn(`[web] contact rate limit: Redis error: ${error.message}`);
  });
  current = {
    limiter: new RateLimiterRedis({
      ...options,
      storeClient: redis,
      insuranceLimiter: new RateLimiterMemory(options),
    }),
    redis,
    started: firstConnection(redis),
  };
  return current;
}

/**
 * The client is created on the first message: without this wait that message would be counted
 * only in this process's memory (the CMS had that bug). Only the first connection is awaited; a
 * visitor is not held up while Redis is down later, the insurance limiter counts meanwhile.
 */
function firstConnection(redis: Redis, timeoutMs = 1_000): Promise<void> {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

function storeFailed(error: unknown): RateDecision {
  // The store failed (and its insurance too): a visitor's message matters more than the limit;
  // the CMS keeps its own limit behind this one.
  console.warn(
    `[web] contact rate limit unavailable, message let through: ${error instanceof Error ? error.message : String(error)}`,
  );
  return { allowed: true };
}

/** Counts one contact message for a client; not allowed when the client is over its limit. */
export async function allowContact(clientKey: string): Promise<RateDecision> {
  const { limiter, started } = contactLimiter();
  await started;
  try {
    await limiter.consume(clientKey);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: seconds(error.msBeforeNext) };
    }
    return storeFailed(error);
  }
}

/**
 * Whether a client is already over its limit, without counting anything: a post from such a
 * client is answered before any other work (validation, the CMS, the page render).
 */
export async function contactBlocked(clientKey: string): Promise<RateDecision> {
  const { limiter, started } = contactLimiter();
  await started;
  try {
    const state = await limiter.get(clientKey);
    if (state && state.consumedPoints >= limiter.points) {
      return { allowed: false, retryAfterSeconds: seconds(state.msBeforeNext) };
    }
    return { allowed: true };
  } catch (error) {
    return storeFailed(error);
  }
}

/** Tests start each case with fresh counters (and a fresh Redis client, if any). */
export function resetRateLimitForTests(): void {
  current?.redis?.disconnect();
  current = undefined;
}
