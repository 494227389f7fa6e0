import type { Core } from '@strapi/strapi';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { ContactConfig } from '../../../lib/contact/types';
import { connectRedis, type SharedRedis } from '../../../lib/redis';

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };
export type ContactRateLimiter = {
  consume: (key: string) => Promise<RateDecision>;
  /** Takes one of the site's notification e-mails of the hour; false when none is left. */
  takeMailSlot: () => Promise<boolean>;
  close: () => Promise<void>;
};
type Logger = { warn: (message: string) => void };

type LimiterOptions = { points: number; duration: number; keyPrefix: string };

function limiterOn(redis: SharedRedis | null, options: LimiterOptions) {
  if (!redis) return new RateLimiterMemory(options);
  return new RateLimiterRedis({
    ...options,
    storeClient: redis.client,
    insuranceLimiter: new RateLimiterMemory(options),
  });
}

/** The one key of the site-wide notification budget. */
const SITE = 'site';

/**
 * Per-client limit of contact submissions, and the site-wide budget of notification e-mails
 * (`mailPerHour`: a flood of distinct clients must not become a flood of e-mail). In-process by
 * default; with REDIS_URL the counters are shared by every CMS replica, and an in-memory limiter
 * takes over while Redis is down.
 */
export function createRateLimiter(
  config: ContactConfig['rateLimit'],
  log: Logger,
  { mailPerHour = Number.POSITIVE_INFINITY, keyPrefix = 'contact' } = {},
): ContactRateLimiter {
  const redis = config.redisUrl ? connectRedis(config.redisUrl, 'Contact rate limit', log) : null;
  const limiter = limiterOn(redis, {
    points: config.points,
    duration: config.durationSeconds,
    keyPrefix,
  });
  const mail = Number.isFinite(mailPerHour)
    ? limiterOn(redis, { points: mailPerHour, duration: 3600, keyPrefix: `${keyPrefix}-mail` })
    : null;
  return {
    async takeMailSlot() {
      if (!mail) return true;
      await redis?.ready();
      try {
        await mail.consume(SITE);
        return true;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return false;
        log.warn(
          `Contact notification budget unavailable: ${rejection instanceof Error ? rejection.message : String(rejection)}`,
        );
        return true;
      }
    },
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

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const config = strapi.config.get<ContactConfig>('contact');
  return createRateLimiter(config.rateLimit, strapi.log, { mailPerHour: config.email.maxPerHour });
};
