import { envInt, envUrl } from '../src/env';

/** Read by src/lib/admin/credential-guard.ts through strapi.config.get('login-guard'). */
export default () => ({
  // Failed sign-ins per client address within the window, then a lockout for that address.
  ipMaxFailures: envInt('ADMIN_LOGIN_MAX_FAILURES_PER_IP', 20, { min: 1 }),
  // Consecutive failed sign-ins for one e-mail (from any address), then a lockout for that e-mail.
  emailMaxFailures: envInt('ADMIN_LOGIN_MAX_FAILURES_PER_EMAIL', 5, { min: 1 }),
  windowSeconds: envInt('ADMIN_LOGIN_WINDOW', 900, { min: 1 }),
  // A key's first lockout; each further one within a day lasts twice as long, up to the longest.
  firstLockoutSeconds: envInt('ADMIN_LOGIN_FIRST_LOCKOUT', 60, { min: 1 }),
  lockoutSeconds: envInt('ADMIN_LOGIN_LOCKOUT', 900, { min: 1 }),
  redisUrl: envUrl('REDIS_URL', ['redis:', 'rediss:'])?.href ?? null,
});
