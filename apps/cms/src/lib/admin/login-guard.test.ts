import { connectRedis } from '@brilla/rate-limit';
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
    expect(emailKey(null)).toBeNull();
  });

  it('holds a trusted browser by its own count only, whatever locks its address or e-mail', async () => {
    const guard = createLoginGuard({ ...config, ipMaxFailures: 1 }, log);
    await guard.recordFailure('10.0.3.1', 'ana@example.com');
    await guard.recordFailure('10.0.3.2', 'ana@example.com');
    expect(await guard.check('10.0.3.1', 'ana@example.com')).toMatchObject({ reason: 'ip' });
    expect(await guard.check('10.0.3.1', 'ana@example.com', 'device-1')).toEqual({
      allowed: true,
    });
    // The browser's failures count against it alone, with the e-mail's maximum (2).
    await guard.recordFailure('10.0.3.9', 'ana@example.com', 'device-1');
    expect(await guard.check('10.0.3.9', 'ana@example.com', 'device-1')).toEqual({
      allowed: true,
    });
    expect(await guard.check('10.0.3.9', 'bo@example.com')).toEqual({ allowed: true });
    await guard.recordFailure('10.0.3.9', ' Ana@example.com', 'device-1');
    expect(await guard.check('10.0.3.9', 'ana@example.com', 'device-1')).toEqual({
      allowed: false,
      reason: 'device',
      retryAfterSeconds: 60,
    });
    expect(await guard.check('10.0.3.9', 'ana@example.com', 'device-2')).toEqual({
      allowed: true,
    });
    const device = (await guard.locks()).find((lock) => lock.kind === 'device');
    expect(device).toMatchObject({ id: 'device:device-1', subject: 'ana@example.com' });
    await guard.close();
  });

  it('lists a trusted browser without an e-mail by an empty subject', async () => {
    const guard = createLoginGuard({ ...config, emailMaxFailures: 1 }, log);
    await guard.recordFailure('10.0.3.20', null, 'device-3');
    expect(await guard.locks()).toMatchObject([{ kind: 'device', subject: '' }]);
    await guard.close();
  });

  it('locks nothing by e-mail for attempts that name none', async () => {
    const warnings: string[] = [];
    const guard = createLoginGuard(config, { warn: (message) => warnings.push(message) });
    await guard.recordFailure('10.0.4.1', null);
    await guard.recordFailure('10.0.4.1', '  ');
    expect(await guard.locks()).toEqual([]);
    await guard.recordSuccess(null);
    expect(await guard.unlock('email:unknown')).toBe(false);
    expect(warnings).toEqual([]);
    await guard.close();
  });

  it('makes a failure counted while already locked out (a request under way) lock longer', async () => {
    const guard = createLoginGuard(config, log);
    await guard.recordFailure('10.0.5.1', 'eva@example.com');
    await guard.recordFailure('10.0.5.2', 'eva@example.com');
    await guard.recordFailure('10.0.5.3', 'eva@example.com');
    const decision = await guard.check('10.0.5.4', 'eva@example.com');
    expect(decision).toMatchObject({ allowed: false, reason: 'email' });
    expect(decision.allowed ? 0 : decision.retryAfterSeconds).toBeGreaterThan(115);
    expect(decision.allowed ? 0 : decision.retryAfterSeconds).toBeLessThanOrEqual(120);
    await guard.close();
  });

  it('says what it could not do while Redis is unreachable, and still locks in memory', async () => {
    const warnings: string[] = [];
    // Port 1: nothing listens, the connection is refused at once.
    const guard = createLoginGuard(
      { ...config, ipMaxFailures: 1, redisUrl: 'redis://127.0.0.1:1' },
      { warn: (message) => warnings.push(message) },
    );
    await guard.recordFailure('10.0.6.1', 'ana@example.com');
    expect(await guard.check('10.0.6.1', 'bo@example.com')).toMatchObject({ reason: 'ip' });
    // The address's lockout could not be listed; the e-mail was counted all the same.
    await guard.recordFailure('10.0.6.2', 'ana@example.com');
    expect(await guard.check('10.0.6.3', 'ana@example.com')).toMatchObject({ reason: 'email' });
    await guard.recordSuccess('ana@example.com');
    expect(await guard.locks()).toEqual([]);
    expect(await guard.unlock('ip:10.0.6.1')).toBe(false);
    await guard.close();
    const unwritable = "Stream isn't writeable and enableOfflineQueue options is false";
    expect(warnings.filter((warning) => !warning.includes('Redis error'))).toEqual([
      `Admin login guard could not list a lockout: ${unwritable}`,
      `Admin login guard could not list a lockout: ${unwritable}`,
      `Admin login guard could not list a lockout: ${unwritable}`,
      `Admin login guard could not clear a sign-in count: ${unwritable}`,
      `Admin login guard could not list the lockouts: ${unwritable}`,
      `Admin login guard could not lift a lockout: ${unwritable}`,
    ]);
    expect(warnings).toContain('Admin login guard: Redis error: connect ECONNREFUSED 127.0.0.1:1');
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

  it.runIf(process.env.TEST_REDIS_URL)(
    'keeps its counts under the keys every replica reads, lockout counts for a day',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? '';
      const redis = connectRedis(url, 'login guard test', log);
      const warnings: string[] = [];
      const guard = createLoginGuard(
        { ...config, ipMaxFailures: 1, redisUrl: url },
        { warn: (message) => warnings.push(message) },
      );
      const email = `keys-${process.pid}-${Date.now()}@example.com`;
      const ip = `198.51.100.${process.pid % 250}`;
      const device = `device-${process.pid}-${Date.now()}`;
      await guard.recordFailure(ip, email);
      await guard.recordFailure(ip, email);
      await guard.recordFailure(ip, email, device);
      await guard.recordFailure(ip, email, device);
      const hash = emailKey(email);
      const ttl = (key: string) => redis.client.pttl(key);
      for (const key of [
        `admin-login-ip:${ip}`,
        `admin-login-email:${hash}`,
        `admin-login-device:${device}`,
      ]) {
        expect(await ttl(key), key).toBeGreaterThan(0);
      }
      for (const key of [
        `admin-login-ip-lockouts:${ip}`,
        `admin-login-email-lockouts:${hash}`,
        `admin-login-device-lockouts:${device}`,
      ]) {
        expect(await ttl(key), key).toBeGreaterThan(86_390_000);
      }
      for (const lock of await guard.locks()) {
        if ([ip, hash, device].includes(lock.key)) await guard.unlock(lock.id);
      }
      await guard.close();
      expect(warnings).toEqual([]);
      // Closed: the guard's connection to Redis is gone.
      expect(await guard.locks()).toEqual([]);
      expect(warnings).toEqual([
        'Admin login guard could not list the lockouts: Connection is closed.',
      ]);
      await redis.close();
    },
  );
});
