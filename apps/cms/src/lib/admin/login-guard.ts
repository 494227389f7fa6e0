import { createHash } from 'node:crypto';
import { connectRedis, counterStore, type SharedRedis } from '@brilla/rate-limit';
import type { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';

export type LoginGuardConfig = {
  ipMaxFailures: number;
  emailMaxFailures: number;
  windowSeconds: number;
  lockoutSeconds: number;
  redisUrl: string | null;
};
type LoginDecision =
  | { allowed: true }
  | { allowed: false; reason: 'ip' | 'email' | 'device'; retryAfterSeconds: number };
export type LoginGuard = {
  /** `device`: the id of a trusted browser's cookie for this e-mail (device-cookie.ts), or null. */
  check: (ip: string, email: string | null, device?: string | null) => Promise<LoginDecision>;
  recordFailure: (ip: string, email: string | null, device?: string | null) => Promise<void>;
  recordSuccess: (email: string | null) => Promise<void>;
  close: () => Promise<void>;
};
type Logger = { warn: (message: string) => void };
type Limiter = RateLimiterMemory | RateLimiterRedis;

/** E-mails are case-insensitive; the key is a hash so a huge or odd value never reaches Redis. */
export function emailKey(email: string | null): string | null {
  if (email === null) return null;
  const normalized = email.trim().toLowerCase();
  if (normalized === '') return null;
  return createHash('sha256').update(normalized).digest('hex').slice(0, 32);
}

/**
 * Brute-force guard of the admin sign-in (rate-limiter-flexible): failures are counted per client
 * address and, consecutively, per e-mail; reaching either maximum locks that address or e-mail
 * out for `lockoutSeconds`, even with the right password. A success clears the e-mail's count.
 * A trusted browser (a device cookie for that e-mail) is not held by those locks, which anyone
 * can cause: its own failures are counted per device, with the e-mail's maximum.
 * With REDIS_URL every CMS replica sees the same counters; if Redis fails, an in-memory limiter
 * stands in (per replica) rather than letting every attempt through.
 */
export function createLoginGuard(config: LoginGuardConfig, log: Logger): LoginGuard {
  const redis: SharedRedis | null = config.redisUrl
    ? connectRedis(config.redisUrl, 'Admin login guard', log)
    : null;
  const make = (keyPrefix: string, points: number): Limiter =>
    counterStore(redis, { keyPrefix, points, duration: config.windowSeconds });

  const byIp = make('admin-login-ip', config.ipMaxFailures);
  const byEmail = make('admin-login-email', config.emailMaxFailures);
  const byDevice = make('admin-login-device', config.emailMaxFailures);

  /** Seconds left of a lockout, or 0. A lockout is stored as more points than allowed. */
  async function lockedFor(limiter: Limiter, key: string, points: number): Promise<number> {
    const state = (await limiter.get(key)) as RateLimiterRes | null;
    if (!state || state.consumedPoints <= points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  async function fail(limiter: Limiter, key: string, points: number): Promise<void> {
    let consumed = points + 1;
    try {
      consumed = (await limiter.consume(key)).consumedPoints;
    } catch (rejection) {
      if (rejection instanceof Error) throw rejection;
    }
    if (consumed >= points) await limiter.block(key, config.lockoutSeconds);
  }

  async function guarded<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      await redis?.started;
      return await work();
    } catch (error) {
      log.warn(
        `Admin login guard could not ${what}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return fallback;
    }
  }

  return {
    check: (ip, email, device = null) =>
      guarded<LoginDecision>(
        'check a sign-in',
        async () => {
          if (device) {
            const deviceWait = await lockedFor(byDevice, device, config.emailMaxFailures);
            if (deviceWait > 0)
              return { allowed: false, reason: 'device', retryAfterSeconds: deviceWait };
            return { allowed: true };
          }
          const ipWait = await lockedFor(byIp, ip, config.ipMaxFailures);
          if (ipWait > 0) return { allowed: false, reason: 'ip', retryAfterSeconds: ipWait };
          const key = emailKey(email);
          const emailWait = key ? await lockedFor(byEmail, key, config.emailMaxFailures) : 0;
          if (emailWait > 0)
            return { allowed: false, reason: 'email', retryAfterSeconds: emailWait };
          return { allowed: true };
        },
        { allowed: true },
      ),
    recordFailure: (ip, email, device = null) =>
      guarded(
        'count a failed sign-in',
        async () => {
          if (device) {
            await fail(byDevice, device, config.emailMaxFailures);
            return;
          }
          await fail(byIp, ip, config.ipMaxFailures);
          const key = emailKey(email);
          if (key) await fail(byEmail, key, config.emailMaxFailures);
        },
        undefined,
      ),
    recordSuccess: (email) =>
      guarded(
        'clear a sign-in count',
        async () => {
          const key = emailKey(email);
          if (key) await byEmail.delete(key);
        },
        undefined,
      ),
    async close() {
      await redis?.close();
    },
  };
}
