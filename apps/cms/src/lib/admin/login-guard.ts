import { createHash } from 'node:crypto';
import { connectRedis, counterStore, type SharedRedis } from '@brilla/rate-limit';
import type { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { createLockRegistry, type LockKind, type SignInLock } from './lock-registry';

export type LoginGuardConfig = {
  ipMaxFailures: number;
  emailMaxFailures: number;
  windowSeconds: number;
  /** The first lockout of a key; each further one within a day lasts twice as long… */
  firstLockoutSeconds: number;
  /** …up to this. */
  lockoutSeconds: number;
  redisUrl: string | null;
};
type LoginDecision =
  | { allowed: true }
  | { allowed: false; reason: LockKind; retryAfterSeconds: number };
export type LoginGuard = {
  /** `device`: the id of a trusted browser's cookie for this e-mail (device-cookie.ts), or null. */
  check: (ip: string, email: string | null, device?: string | null) => Promise<LoginDecision>;
  recordFailure: (ip: string, email: string | null, device?: string | null) => Promise<void>;
  recordSuccess: (email: string | null) => Promise<void>;
  /** The lockouts in force, newest end first (the admin's "Bloqueos de inicio de sesión"). */
  locks: () => Promise<SignInLock[]>;
  /** Lifts one lockout and forgets its count; false when there is none by that id. */
  unlock: (id: string) => Promise<boolean>;
  close: () => Promise<void>;
};
type Logger = { warn: (message: string) => void };
type Limiter = RateLimiterMemory | RateLimiterRedis;

/** How long the lockouts of a key are remembered to make the next one longer. */
const ESCALATION_SECONDS = 24 * 60 * 60;
/** A count that never runs out: the lockout counter only counts. */
const UNLIMITED = 1_000_000;

/** E-mails are case-insensitive; the key is a hash so a huge or odd value never reaches Redis. */
export function emailKey(email: string | null): string | null {
  const normalized = normalizedEmail(email);
  if (normalized === null) return null;
  return createHash('sha256').update(normalized).digest('hex').slice(0, 32);
}

function normalizedEmail(email: string | null): string | null {
  const normalized = email?.trim().toLowerCase() ?? '';
  return normalized === '' ? null : normalized;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** How long the `n`-th lockout of a key within a day lasts: doubling from the first, capped. */
export function lockoutSeconds(n: number, config: LoginGuardConfig): number {
  return Math.min(config.lockoutSeconds, config.firstLockoutSeconds * 2 ** Math.max(0, n - 1));
}

/**
 * Brute-force guard of the admin sign-in (rate-limiter-flexible): failures are counted per client
 * address and, consecutively, per e-mail; reaching either maximum locks that address or e-mail
 * out, even with the right password, for a time that grows with each lockout of that key within
 * a day (1, 2, 4, 8 minutes… up to `lockoutSeconds`): someone who mistypes waits a minute, a
 * guesser ever longer, and a stranger who locks a colleague out on purpose must keep at it. A
 * success clears the e-mail's count and its growth. A trusted browser (a device cookie for that
 * e-mail) is not held by those locks, which anyone can cause: its own failures are counted per
 * device, with the e-mail's maximum. Every lockout is listed for staff who manage users, who can
 * lift it (lock-registry.ts, src/lib/admin/sign-in-locks.ts).
 * With REDIS_URL every CMS replica sees the same counters and list; if Redis fails, an in-memory
 * limiter stands in (per replica) rather than letting every attempt through.
 */
export function createLoginGuard(config: LoginGuardConfig, log: Logger): LoginGuard {
  const redis: SharedRedis | null = config.redisUrl
    ? connectRedis(config.redisUrl, 'Admin login guard', log)
    : null;
  const make = (keyPrefix: string, points: number, duration = config.windowSeconds): Limiter =>
    counterStore(redis, { keyPrefix, points, duration });

  const counters: Record<LockKind, { limiter: Limiter; lockouts: Limiter; points: number }> = {
    ip: {
      limiter: make('admin-login-ip', config.ipMaxFailures),
      lockouts: make('admin-login-ip-lockouts', UNLIMITED, ESCALATION_SECONDS),
      points: config.ipMaxFailures,
    },
    email: {
      limiter: make('admin-login-email', config.emailMaxFailures),
      lockouts: make('admin-login-email-lockouts', UNLIMITED, ESCALATION_SECONDS),
      points: config.emailMaxFailures,
    },
    device: {
      limiter: make('admin-login-device', config.emailMaxFailures),
      lockouts: make('admin-login-device-lockouts', UNLIMITED, ESCALATION_SECONDS),
      points: config.emailMaxFailures,
    },
  };
  const registry = createLockRegistry(redis);

  /** Seconds left of a lockout, or 0. A lockout is stored as more points than allowed. */
  async function lockedFor(kind: LockKind, key: string): Promise<number> {
    const { limiter, points } = counters[kind];
    const state = (await limiter.get(key)) as RateLimiterRes | null;
    // Stryker disable next-line EqualityOperator: a count that reaches the maximum is blocked at once (block() stores points + 1), so no state holds exactly `points`.
    if (!state || state.consumedPoints <= points) return 0;
    return Math.max(1, Math.ceil(state.msBeforeNext / 1000));
  }

  async function fail(kind: LockKind, key: string, subject: string): Promise<void> {
    const { limiter, lockouts, points } = counters[kind];
    let consumed = points + 1;
    try {
      consumed = (await limiter.consume(key)).consumedPoints;
    } catch (/* Stryker disable next-line BlockStatement: only an Error (which never comes, below) is rethrown; a count's rejection leaves `consumed` over the maximum either way. */ rejection) {
      // Stryker disable next-line ConditionalExpression: counterStore's limiters fall back to memory and reject only with a count (RateLimiterRes), never an Error, so no test can reach it.
      if (rejection instanceof Error) throw rejection;
    }
    if (consumed < points) return;
    const nth = (await lockouts.consume(key)).consumedPoints;
    const seconds = lockoutSeconds(nth, config);
    await limiter.block(key, seconds);
    // The list is for staff; the counters are what holds. A failed write (Redis down) must not stop
    // the rest of the attempt being counted (the e-mail after the address).
    try {
      await registry.add({ kind, key, subject, until: Date.now() + seconds * 1000 });
    } catch (error) {
      log.warn(`Admin login guard could not list a lockout: ${errorText(error)}`);
    }
  }

  async function clear(kind: LockKind, key: string): Promise<void> {
    await counters[kind].limiter.delete(key);
    await counters[kind].lockouts.delete(key);
    await registry.remove(kind, key);
  }

  async function guarded<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
    try {
      await redis?.started;
      return await work();
    } catch (error) {
      log.warn(`Admin login guard could not ${what}: ${errorText(error)}`);
      return fallback;
    }
  }

  return {
    check: (ip, email, device = null) =>
      guarded<LoginDecision>(
        // Stryker disable next-line StringLiteral: reading a count falls back to memory when Redis fails, so a check never throws and this is never logged.
        'check a sign-in',
        async () => {
          if (device) {
            const deviceWait = await lockedFor('device', device);
            if (deviceWait > 0)
              return { allowed: false, reason: 'device', retryAfterSeconds: deviceWait };
            return { allowed: true };
          }
          const ipWait = await lockedFor('ip', ip);
          if (ipWait > 0) return { allowed: false, reason: 'ip', retryAfterSeconds: ipWait };
          const key = emailKey(email);
          const emailWait = key ? await lockedFor('email', key) : 0;
          if (emailWait > 0)
            return { allowed: false, reason: 'email', retryAfterSeconds: emailWait };
          return { allowed: true };
        },
        // Stryker disable next-line ObjectLiteral,BooleanLiteral: never used, as a check never throws (above).
        { allowed: true },
      ),
    recordFailure: (ip, email, device = null) =>
      guarded(
        // Stryker disable next-line StringLiteral: counting and blocking fall back to memory when Redis fails and a failed listing is caught (fail), so this is never logged.
        'count a failed sign-in',
        async () => {
          const shown = normalizedEmail(email);
          if (device) {
            await fail('device', device, shown ?? '');
            return;
          }
          await fail('ip', ip, ip);
          const key = emailKey(email);
          // Stryker disable next-line LogicalOperator: key and shown are both null (no e-mail) or both set, so || and && agree.
          if (key && shown) await fail('email', key, shown);
        },
        undefined,
      ),
    recordSuccess: (email) =>
      guarded(
        'clear a sign-in count',
        async () => {
          const key = emailKey(email);
          // Stryker disable next-line ConditionalExpression: clearing without a key deletes the counters keyed 'null', which no e-mail's hash ever is.
          if (key) await clear('email', key);
        },
        undefined,
      ),
    locks: () => guarded('list the lockouts', () => registry.list(), []),
    unlock: (id) =>
      guarded(
        'lift a lockout',
        async () => {
          const lock = (await registry.list()).find((candidate) => candidate.id === id);
          if (!lock) return false;
          await clear(lock.kind, lock.key);
          return true;
        },
        false,
      ),
    async close() {
      await redis?.close();
    },
  };
}
