import { describe, expect, it } from 'vitest';
import { createLoginGuard, emailKey, type LoginGuardConfig, lockoutSeconds } from './login-guard';

const log = { warn: () => undefined };
const config: LoginGuardConfig = {
  ipMaxFailures: 4,
  emailMaxFailures: 2,
  windowSeconds: 600,
  firstLockoutSeconds: 60,
  lockoutSeconds: 900,
  redisUrl: null,
};

describe('admin login guard', () => {
  it('locks an e-mail out after its consecutive failures, from any address', async () => {
    const guard = createLoginGuard(config, log);
    await guard.recordFailure('10.0.0.1', 'Ana@Example.com');
    expect(await guard.check('10.0.0.2', 'ana@example.com')).toEqual({ allowed: true });
    await guard.recordFailure('10.0.0.2', ' ana@example.com ');
    const locked = await guard.check('10.0.0.3', 'ANA@example.com');
    expect(locked).toMatchObject({ allowed: false, reason: 'email' });
    // A first lockout is short: whoever mistyped waits a minute.
    expect(locked.allowed ? 0 : locked.retryAfterSeconds).toBeGreaterThan(55);
    expect(locked.allowed ? 0 : locked.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(await guard.check('10.0.0.3', 'bo@example.com')).toEqual({ allowed: true });
    await guard.close();
  });

  it('clears the e-mail count on a success, but not the address count', async () => {
    const guard = createLoginGuard(config, log);
    await guard.recordFailure('10.0.0.9', 'ana@example.com');
    await guard.recordSuccess('ana@example.com');
    await guard.recordFailure('10.0.0.9', 'ana@example.com');
    expect(await guard.check('10.0.0.9', 'ana@example.com')).toEqual({ allowed: true });
    await guard.recordFailure('10.0.0.9', 'x@example.com');
    await guard.recordFailure('10.0.0.9', 'y@example.com');
    expect(await guard.check('10.0.0.9', 'z@example.com')).toMatchObject({
      allowed: false,
      reason: 'ip',
    });
    expect(await guard.check('10.0.0.10', 'z@example.com')).toEqual({ allowed: true });
    await guard.close();
  });

  it('counts attempts without an e-mail against the address only', async () => {
    const guard = createLoginGuard({ ...config, ipMaxFailures: 1 }, log);
    await guard.recordFailure('10.0.0.20', null);
    expect(await guard.check('10.0.0.20', null)).toMatchObject({ allowed: false, reason: 'ip' });
    await guard.close();
  });

  it('doubles each further lockout of a key within a day, up to the longest', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map((n) => lockoutSeconds(n, config))).toEqual([
      60, 120, 240, 480, 900, 900, 900,
    ]);
  });

  it('makes the next lockout of the same e-mail longer, and a success starts it over', async () => {
    const guard = createLoginGuard({ ...config, firstLockoutSeconds: 1, lockoutSeconds: 8 }, log);
    const lockOut = async () => {
      await guard.recordFailure('10.0.1.1', 'eva@example.com');
      await guard.recordFailure('10.0.1.2', 'eva@example.com');
      const decision = await guard.check('10.0.1.3', 'eva@example.com');
      return decision.allowed ? 0 : decision.retryAfterSeconds;
    };
    expect(await lockOut()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await guard.check('10.0.1.3', 'eva@example.com')).toEqual({ allowed: true });
    expect(await lockOut()).toBe(2);
    await guard.unlock((await guard.locks())[0]?.id ?? '');
    await guard.recordSuccess('eva@example.com');
    expect(await lockOut()).toBe(1);
    await guard.close();
  });

  it('lists the lockouts with what staff recognise, and lifts one by its id', async () => {
    const guard = createLoginGuard({ ...config, ipMaxFailures: 2 }, log);
    await guard.recordFailure('10.0.2.1', ' Luz@Example.com ');
    await guard.recordFailure('10.0.2.1', 'luz@example.com');
    const locks = await guard.locks();
    expect(locks.map(({ kind, subject }) => [kind, subject]).sort()).toEqual([
      ['email', 'luz@example.com'],
      ['ip', '10.0.2.1'],
    ]);
    for (const lock of locks) expect(lock.until).toBeGreaterThan(Date.now() + 55_000);
    const email = locks.find((lock) => lock.kind === 'email');
    expect(await guard.unlock(email?.id ?? '')).toBe(true);
    expect(await guard.unlock(email?.id ?? '')).toBe(false);
    expect(await guard.unlock('email:unknown')).toBe(false);
    expect(await guard.check('10.0.2.9', 'luz@example.com')).toEqual({ allowed: true });
    expect((await guard.locks()).map((lock) => lock.kind)).toEqual(['ip']);
    expect(await guard.check('10.0.2.1', 'otra@example.com')).toMatchObject({ reason: 'ip' });
    await guard.close();
  });

  it('keys e-mails by a short hash of the normalised address', () => {
    expect(emailKey(' A@B.co ')).toBe(emailKey('a@b.co'));
    expect(emailKey('x'.repeat(100_000))).toHaveLength(32);
    expect(emailKey('  ')).toBeNull();
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'shares the lockout between replicas through Redis',
    async () => {
      const shared = { ...config, redisUrl: process.env.TEST_REDIS_URL ?? null };
      const email = `guard-${process.pid}-${Date.now()}@example.com`;
      const first = createLoginGuard(shared, log);
      const second = createLoginGuard(shared, log);
      // No pause: the very first request after start-up is counted in Redis too.
      await first.recordFailure('192.0.2.1', email);
      await second.recordFailure('192.0.2.2', email);
      expect(await first.check('192.0.2.3', email)).toMatchObject({
        allowed: false,
        reason: 'email',
      });
      // Every replica lists it, and any of them lifts it for all.
      const listed = (await second.locks()).find((lock) => lock.subject === email);
      expect(listed?.kind).toBe('email');
      expect(await second.unlock(listed?.id ?? '')).toBe(true);
      expect(await first.check('192.0.2.3', email)).toEqual({ allowed: true });
      expect((await first.locks()).some((lock) => lock.subject === email)).toBe(false);
      await first.recordFailure('192.0.2.1', email);
      await second.recordFailure('192.0.2.2', email);
      await first.recordSuccess(email);
      expect(await second.check('192.0.2.3', email)).toEqual({ allowed: true });
      await first.close();
      await second.close();
    },
  );
});
