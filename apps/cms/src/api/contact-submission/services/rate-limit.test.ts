import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

const log = { warn: () => undefined };

describe('contact rate limiter', () => {
  it('allows the configured points per key, then answers with a retry delay', async () => {
    const limiter = createRateLimiter({ points: 2, durationSeconds: 600, redisUrl: null }, log);
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    const third = await limiter.consume('a');
    expect(third.allowed).toBe(false);
    expect(third.allowed ? 0 : third.retryAfterSeconds).toBeGreaterThan(590);
    expect(await limiter.consume('b')).toEqual({ allowed: true });
    await limiter.close();
  });

  it('hands out the site-wide notification budget, then refuses, whatever the client', async () => {
    const limiter = createRateLimiter({ points: 2, durationSeconds: 600, redisUrl: null }, log, {
      mailPerHour: 3,
    });
    const slots = [];
    for (let i = 0; i < 5; i += 1) slots.push(await limiter.takeMailSlot());
    expect(slots).toEqual([true, true, true, false, false]);
    await limiter.close();
  });

  it('sets no e-mail budget unless given one', async () => {
    const limiter = createRateLimiter({ points: 2, durationSeconds: 600, redisUrl: null }, log);
    for (let i = 0; i < 100; i += 1) expect(await limiter.takeMailSlot()).toBe(true);
    await limiter.close();
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'shares the e-mail budget between CMS processes through Redis',
    async () => {
      const config = {
        points: 5,
        durationSeconds: 60,
        redisUrl: process.env.TEST_REDIS_URL ?? null,
      };
      const options = { mailPerHour: 2, keyPrefix: `test-${process.pid}-${Date.now()}` };
      const first = createRateLimiter(config, log, options);
      const second = createRateLimiter(config, log, options);
      expect(await first.takeMailSlot()).toBe(true);
      expect(await second.takeMailSlot()).toBe(true);
      expect(await first.takeMailSlot()).toBe(false);
      expect(await second.takeMailSlot()).toBe(false);
      await first.close();
      await second.close();
    },
  );

  it.runIf(process.env.TEST_REDIS_URL)(
    'shares counters through Redis when REDIS_URL is set, from the first request on',
    async () => {
      const config = {
        points: 1,
        durationSeconds: 60,
        redisUrl: process.env.TEST_REDIS_URL ?? null,
      };
      const key = `test-${process.pid}-${Date.now()}`;
      const first = createRateLimiter(config, log);
      const second = createRateLimiter(config, log);
      // No pause: the very first request after start-up is counted in Redis too.
      expect(await first.consume(key)).toEqual({ allowed: true });
      expect((await second.consume(key)).allowed).toBe(false);
      await first.close();
      await second.close();
    },
  );
});
