import type { Core } from '@strapi/strapi';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { ContactConfig } from '../../../lib/contact/types';
import { connectRedis, type SharedRedis } from '../../../lib/redis';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type ContactRateLimiter = {
  consume: (key: string) => Promise<RateDecision>;
  close: () => Promise<void>;
};
type Logger = { warn: (message: string) => void };

/**
 * Per-client limit of contact submissions. In-process by default; with REDIS_URL the counters
 * are shared by every CMS replica, and an in-memory limiter takes over while Redis is down.
 */
export function createRateLimiter(
  config: ContactConfig['rateLimit'],
  log: Logger,
): ContactRateLimiter {
  const options = { points: config.points, duration: config.durationSeconds, keyPrefix: 'contact' };
  let redis: SharedRedis | null = null;
  let limiter: RateLimiterMemory | RateLimiterRedis;
  if (config.redisUrl) {
    redis = connectRedis(config.redisUrl, 'Contact rate limit', log);
    limiter = new RateLimiterRedis({
      ...options,
      storeClient: redis.client,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  } else {
    limiter = new RateLimiterMemory(options);
  }
  return {
    async consume(key) {
      // The service is created on the first submission: without this wait, that submission
      // (and any during a reconnect) would be counted only in this process's memory.
      await redis?.ready();
      try {
        await limiter.consume(key);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          return {
            allowed: false,
            retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)),
          };
        }
        // The store failed: a visitor's message matters more than the limit.
        log.warn(
          `Contact rate limit unavailable: ${rejection instanceof Error ? rejection.message : String(rejection)}`,
        );
        return { allowed: true };
      }
    },
    async close() {
      await redis?.close();
    },
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) =>
  createRateLimiter(strapi.config.get<ContactConfig>('contact').rateLimit, strapi.log);
