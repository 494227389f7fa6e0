import { connectRedis } from '@brilla/rate-limit';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createLockRegistry, type SignInLock } from './lock-registry';

const log = { warn: () => undefined };
const later = (ms: number) => Date.now() + ms;

describe('sign-in lock registry in this process', () => {
  it('lists the lockouts in force, the latest to end first, with their ids', async () => {
    const registry = createLockRegistry(null);
    const soon = later(60_000);
    const last = later(600_000);
    await registry.add({ kind: 'ip', key: '10.0.0.1', subject: '10.0.0.1', until: soon });
    await registry.add({ kind: 'email', key: 'h1', subject: 'ana@example.com', until: last });
    await registry.add({ kind: 'device', key: 'd1', subject: 'bo@example.com', until: later(1) });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await registry.list()).toEqual([
      { id: 'email:h1', kind: 'email', key: 'h1', subject: 'ana@example.com', until: last },
      { id: 'ip:10.0.0.1', kind: 'ip', key: '10.0.0.1', subject: '10.0.0.1', until: soon },
    ]);
  });

  it('leaves out a lockout at the very millisecond it ends', async () => {
    const registry = createLockRegistry(null);
    await registry.add({ kind: 'ip', key: 'a', subject: 'a', until: Date.now() });
    expect(await registry.list()).toEqual([]);
  });

  it('keeps the latest lockout of a key, removes one by kind and key', async () => {
    const registry = createLockRegistry(null);
    await registry.add({ kind: 'ip', key: 'a', subject: 'a', until: later(1_000) });
    await registry.add({ kind: 'ip', key: 'a', subject: 'a', until: later(2_000) });
    await registry.add({ kind: 'email', key: 'a', subject: 'x@example.com', until: later(500) });
    expect((await registry.list()).map((lock) => lock.id)).toEqual(['ip:a', 'email:a']);
    await registry.remove('ip', 'a');
    expect((await registry.list()).map((lock) => lock.id)).toEqual(['email:a']);
  });

  it('keeps at most 254 characters of a subject', async () => {
    const registry = createLockRegistry(null);
    await registry.add({ kind: 'email', key: 'k', subject: 'x'.repeat(300), until: later(1_000) });
    expect((await registry.list())[0]?.subject).toBe('x'.repeat(254));
  });
});

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379. Keys are unique to this run, and
// the hash is shared with any CMS using that Redis, so each check reads only its own lockouts.
describe.runIf(process.env.TEST_REDIS_URL)('sign-in lock registry in Redis', () => {
  const redis = connectRedis(process.env.TEST_REDIS_URL ?? '', 'lock registry test', log);
  const run = `${process.pid}-${Date.now()}`;
  const mine = (locks: SignInLock[]) => locks.filter((lock) => lock.key.startsWith(run));
  afterEach(async () => {
    const fields = Object.keys(await redis.client.hgetall('admin-login-locks'));
    const own = fields.filter((field) => field.includes(run));
    if (own.length > 0) await redis.client.hdel('admin-login-locks', ...own);
  });
  afterAll(() => redis.close());

  it('shares the lockouts with every replica, latest to end first', async () => {
    await redis.started;
    const first = createLockRegistry(redis);
    const second = createLockRegistry(redis);
    const soon = later(60_000);
    const last = later(600_000);
    await first.add({ kind: 'ip', key: `${run}-a`, subject: '10.0.0.1', until: soon });
    await second.add({ kind: 'email', key: `${run}-b`, subject: 'y'.repeat(300), until: last });
    expect(mine(await first.list())).toEqual([
      {
        id: `email:${run}-b`,
        kind: 'email',
        key: `${run}-b`,
        subject: 'y'.repeat(254),
        until: last,
      },
      { id: `ip:${run}-a`, kind: 'ip', key: `${run}-a`, subject: '10.0.0.1', until: soon },
    ]);
    await first.remove('email', `${run}-b`);
    expect(mine(await second.list()).map((lock) => lock.id)).toEqual([`ip:${run}-a`]);
  });

  it('forgets a lockout at the very millisecond it ends', async () => {
    await redis.started;
    const registry = createLockRegistry(redis);
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now);
    try {
      await registry.add({ kind: 'ip', key: `${run}-ending`, subject: 'x', until: now });
      expect(mine(await registry.list())).toEqual([]);
    } finally {
      vi.restoreAllMocks();
    }
    const fields = Object.keys(await redis.client.hgetall('admin-login-locks'));
    expect(fields).not.toContain(`ip:${run}-ending`);
  });

  it('forgets a lockout once it is over, and skips entries it cannot read', async () => {
    await redis.started;
    const registry = createLockRegistry(redis);
    await registry.add({ kind: 'ip', key: `${run}-over`, subject: 'x', until: Date.now() });
    await registry.add({ kind: 'ip', key: `${run}-on`, subject: 'y', until: later(60_000) });
    await redis.client.hset('admin-login-locks', `ip:${run}-junk`, '{not json');
    await redis.client.hset(
      'admin-login-locks',
      `ip:${run}-untimed`,
      JSON.stringify({
        id: `ip:${run}-untimed`,
        kind: 'ip',
        key: `${run}-untimed`,
        subject: 'z',
        until: String(later(60_000)),
      }),
    );
    await redis.client.hset(
      'admin-login-locks',
      `ip:${run}-nameless`,
      JSON.stringify({ id: `ip:${run}-nameless`, kind: 'ip', key: `${run}-nameless`, until: 1e15 }),
    );
    expect(mine(await registry.list()).map((lock) => lock.id)).toEqual([`ip:${run}-on`]);
    const fields = Object.keys(await redis.client.hgetall('admin-login-locks'));
    expect(fields).toContain(`ip:${run}-on`);
    expect(fields).not.toContain(`ip:${run}-over`);
  });
});
