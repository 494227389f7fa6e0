import { CONTACT_RATE_LIMIT } from '@brilla/validation';
import { envInt, envOptional, envUrl } from '../src/env';

/** Read by the contact services through strapi.config.get('contact'). */
export default () => {
  const smtpConfigured = envOptional('SMTP_HOST') !== undefined;
  return {
    rateLimit: {
      // The web's defaults too: it never lets through more than the CMS accepts per client.
      points: envInt('CONTACT_RATE_LIMIT_POINTS', CONTACT_RATE_LIMIT.points, { min: 1 }),
      durationSeconds: envInt('CONTACT_RATE_LIMIT_DURATION', CONTACT_RATE_LIMIT.durationSeconds, {
        min: 1,
      }),
      redisUrl: envUrl('REDIS_URL', ['redis:', 'rediss:'])?.href ?? null,
    },
    email: {
      enabled: smtpConfigured,
      to: smtpConfigured ? (envOptional('CONTACT_NOTIFY_EMAIL') ?? null) : null,
      from: smtpConfigured ? (envOptional('EMAIL_FROM') ?? null) : null,
      maxAttempts: envInt('CONTACT_EMAIL_MAX_ATTEMPTS', 10, { min: 1 }),
      // A pending submission older than this was never handled (SMTP was off, or the process died).
      pendingGraceSeconds: envInt('CONTACT_EMAIL_PENDING_GRACE', 120, { min: 0 }),
      retryBatchSize: envInt('CONTACT_EMAIL_RETRY_BATCH', 20, { min: 1 }),
      // At most this many notification e-mails per hour across the site (shared through
      // REDIS_URL); the rest are stored and marked "held" for staff to read in the admin.
      maxPerHour: envInt('CONTACT_EMAIL_MAX_PER_HOUR', 60, { min: 1 }),
    },
    // Ley 1581: messages are kept this many days (two years by default), then deleted daily.
    retentionDays: envInt('CONTACT_RETENTION_DAYS', 730, { min: 1 }),
  };
};
