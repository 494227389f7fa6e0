import {
  connectRedis,
  createLimiter,
  type Limiter,
  type RateDecision,
  type SharedRedis,
} from '@brilla/rate-limit';
import { env } from '~/lib/env.server';

export type { RateDecision };

let current: { limiter: Limiter; redis: SharedRedis | null } | undefined;

/**
 * With REDIS_URL every web replica counts in one place (`web-contact:<client>`); while Redis is
 * unreachable an in-memory limiter of this process takes over. Without REDIS_URL each process
 * counts alone. The same limiter as the CMS's (@brilla/rate-limit); created on the first message.
 */
function contactLimiter(): Limiter {
  if (current) return current.limiter;
  const { contactRatePoints, contactRateWindowSeconds, redisUrl } = env();
  const log = { warn: (message: string) => console.warn(`[web] ${message}`) };
  const redis = redisUrl ? connectRedis(redisUrl, 'contact rate limit', log) : null;
  const limiter = createLimiter({
    redis,
    points: contactRatePoints,
    durationSeconds: contactRateWindowSeconds,
    keyPrefix: 'web-contact',
    // Stryker disable next-line StringLiteral: named only when the in-memory insurance fails too (a request let through), which it does not.
    label: 'contact rate limit',
    log,
  });
  current = { limiter, redis };
  return limiter;
}

/** Counts one contact message for a client; not allowed when the client is over its limit. */
export function allowContact(clientKey: string): Promise<RateDecision> {
  return contactLimiter().consume(clientKey);
}

/**
 * Whether a client is already over its limit, without counting anything: a post from such a
 * client is answered before any other work (validation, the CMS, the page render).
 */
export function contactBlocked(clientKey: string): Promise<RateDecision> {
  return contactLimiter().peek(clientKey);
}

/** Closes the Redis connection, if one was opened (the server's shutdown, server/start.ts). */
export async function closeContactLimiter(): Promise<void> {
  const redis = current?.redis;
  current = undefined;
  await redis?.close();
}

/** Tests start each case with fresh counters (and a fresh Redis client, if any). */
export function resetRateLimitForTests(): void {
  void current?.redis?.close();
  current = undefined;
}
