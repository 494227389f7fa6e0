import { connectRedis, createLimiter, type Logger, type RateDecision } from '@brilla/rate-limit';
import type { Core } from '@strapi/strapi';
import type { ContactConfig } from '../lib/types';

export type ContactRateLimiter = {
  consume: (key: string) => Promise<RateDecision>;
  /** Takes one of the site's notification e-mails of the hour; false when none is left. */
  takeMailSlot: () => Promise<boolean>;
  close: () => Promise<void>;
};

/** The one key of the site-wide notification budget. */
const SITE = 'site';

/**
 * Per-client limit of contact submissions, and the site-wide budget of notification e-mails
 * (`mailPerHour`: a flood of distinct clients must not become a flood of e-mail). In-process by
 * default; with REDIS_URL the counters are shared by every CMS replica (and with the web's
 * limiter, through the same package: @brilla/rate-limit).
 */
export function createRateLimiter(
  config: ContactConfig['rateLimit'],
  log: Logger,
  { mailPerHour = Number.POSITIVE_INFINITY, keyPrefix = 'contact' } = {},
): ContactRateLimiter {
  const redis = config.redisUrl ? connectRedis(config.redisUrl, 'Contact rate limit', log) : null;
  const limiter = createLimiter({
    redis,
    points: config.points,
    durationSeconds: config.durationSeconds,
    keyPrefix,
    // Stryker disable next-line StringLiteral: named only when the in-memory insurance fails too, which it does not.
    label: 'Contact rate limit',
    log,
  });
  const mail = Number.isFinite(mailPerHour)
    ? createLimiter({
        redis,
        points: mailPerHour,
        durationSeconds: 3600,
        keyPrefix: `${keyPrefix}-mail`,
        // Stryker disable next-line StringLiteral: as above, never logged.
        label: 'Contact notification budget',
        log,
      })
    : null;
  return {
    consume: (key) => limiter.consume(key),
    async takeMailSlot() {
      return mail ? (await mail.consume(SITE)).allowed : true;
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
