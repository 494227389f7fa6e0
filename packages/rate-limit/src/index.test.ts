import { randomUUID } from 'node:crypto';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectRedis, createLimiter, type SharedRedis } from './index.js';

const quiet = { warn: () => undefined };

function limiter(redis: SharedRedis | null, points: number, keyPrefix = `test-${randomUUID()}`) {
  return createLimiter({
    redis,
    points,
    durationSeconds: 600,
    keyPrefix,
    label: 'Test limit',
    log: quiet,
  });
}

describe('rate limiter', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('allows the points per key, then answers with the wait', async () => {
    const limit = limiter(null, 2);
    expect(await limit.consume('a')).toEqual({ allowed: true });
    expect(await limit.consume('a')).toEqual({ allowed: true });
    const third = await limit.consume('a');
    expect(third.allowed).toBe(false);
    expect(third.allowed ? 0 : third.retryAfterSeconds).toBeGreaterThan(590);
    expect(third.allowed ? 0 : third.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await limit.consume('b')).toEqual({ allowed: true });
  });

  it('tells whether a key is over its limit without counting', async () => {
    const limit = limiter(null, 1);
    expect(await limit.peek('a')).toEqual({ allowed: true });
    expect(await limit.peek('a')).toEqual({ allowed: true });
    await limit.consume('a');
    const over = await limit.peek('a');
    expect(over.allowed).toBe(false);
    expect(over.allowed ? 0 : over.retryAfterSeconds).toBeGreaterThan(590);
    expect(await limit.peek('b')).toEqual({ allowed: true });
  });

  it('allows a key with some but not all of its points used, and warns of nothing', async () => {
    const log = { warn: vi.fn() };
    const limit = createLimiter({
      redis: null,
      points: 3,
      durationSeconds: 600,
      keyPrefix: `test-${randomUUID()}`,
      label: 'Test limit',
      log,
    });
    // A key never seen has no counter at all: peeking at it is no store error.
    expect(await limit.peek('unknown')).toEqual({ allowed: true });
    await limit.consume('a');
    await limit.consume('a');
    expect(await limit.peek('a')).toEqual({ allowed: true });
    expect(await limit.consume('a')).toEqual({ allowed: true });
    expect((await limit.peek('a')).allowed).toBe(false);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('lets the request through with a warning when the counters fail anyway', async () => {
    const log = { warn: vi.fn() };
    const limit = createLimiter({
      redis: null,
      points: 1,
      durationSeconds: 600,
      keyPrefix: 'test',
      label: 'Test limit',
      log,
    });
    vi.spyOn(RateLimiterMemory.prototype, 'consume').mockRejectedValue(new Error('store down'));
    vi.spyOn(RateLimiterMemory.prototype, 'get').mockRejectedValue('no answer');
    expect(await limit.consume('a')).toEqual({ allowed: true });
    expect(await limit.peek('a')).toEqual({ allowed: true });
    expect(log.warn.mock.calls).toEqual([
      ['Test limit unavailable, request let through: store down'],
      ['Test limit unavailable, request let through: no answer'],
    ]);
  });

  it('keeps limiting in memory, with a warning, while Redis is unreachable', async () => {
    const log = { warn: vi.fn() };
    const redis = connectRedis('redis://127.0.0.1:1', 'Test limit', log);
    const limit = createLimiter({
      redis,
      points: 2,
      durationSeconds: 600,
      keyPrefix: 'test',
      label: 'Test limit',
      log,
    });
    const decisions = [
      await limit.consume('a'),
      await limit.consume('a'),
      await limit.consume('a'),
    ];
    expect(decisions.map((decision) => decision.allowed)).toEqual([true, true, false]);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('Test limit: Redis error'));
    await redis.close();
  });

  // Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379.
  it.runIf(process.env.TEST_REDIS_URL)(
    'shares the counters of two processes through Redis, from the first request on',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? '';
      const prefix = `test-${randomUUID()}`;
      const [one, two] = [connectRedis(url, 'one', quiet), connectRedis(url, 'two', quiet)];
      const [first, second] = [limiter(one, 1, prefix), limiter(two, 1, prefix)];
      // No pause after connecting: the very first request is counted in Redis too.
      expect(await first.consume('a')).toEqual({ allowed: true });
      expect((await second.consume('a')).allowed).toBe(false);
      expect((await second.peek('a')).allowed).toBe(false);
      await Promise.all([one.close(), two.close()]);
      // Closed, not left open: the connection ends once Redis has answered QUIT.
      await vi.waitFor(() =>
        expect([one.client.status, two.client.status]).toEqual(['end', 'end']),
      );
    },
  );

  it.runIf(process.env.TEST_REDIS_URL)(
    'is ready as soon as Redis answers, without waiting for the one-second limit',
    async () => {
      // With no clock running, only the connection's "ready" can settle `started`.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const redis = connectRedis(process.env.TEST_REDIS_URL ?? '', 'one', quiet);
      await redis.started;
      expect(redis.client.status).toBe('ready');
      vi.useRealTimers();
      await redis.close();
    },
  );
});
