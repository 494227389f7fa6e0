import { describe, expect, it } from 'vitest';
import { createLoginGuard, emailKey, type LoginGuardConfig } from './login-guard';

const log = { warn: () => undefined };
const config: LoginGuardConfig = {
  ipMaxFailures: 4,
  emailMaxFailures: 2,
  windowSeconds: 600,
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
    expect(locked.allowed ? 0 : locked.retryAfterSeconds).toBeGreaterThan(890);
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
      await first.recordSuccess(email);
      expect(await second.check('192.0.2.3', email)).toEqual({ allowed: true });
      await first.close();
      await second.close();
    },
  );
});
