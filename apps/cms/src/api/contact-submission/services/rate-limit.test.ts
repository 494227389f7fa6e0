import { connectRedis } from '@brilla/rate-limit';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../../../tests/helpers/fake-strapi';
import rateLimitFactory, { createRateLimiter } from './rate-limit';

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

  it('takes its limits from the contact config', async () => {
    const strapi = fakeStrapi({
      config: {
        get: (key: string) =>
          key === 'contact'
            ? {
                rateLimit: { points: 1, durationSeconds: 600, redisUrl: null },
                email: { maxPerHour: 1 },
              }
            : undefined,
      },
      log,
    });
    const limiter = rateLimitFactory({ strapi });
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    expect((await limiter.consume('a')).allowed).toBe(false);
    expect([await limiter.takeMailSlot(), await limiter.takeMailSlot()]).toEqual([true, false]);
    await limiter.close();
  });

  it('names itself in the warning of an unreachable Redis', async () => {
    const warnings: string[] = [];
    // Port 1: nothing listens, the connection is refused at once.
    const limiter = createRateLimiter(
      { points: 1, durationSeconds: 60, redisUrl: 'redis://127.0.0.1:1' },
      { warn: (message) => warnings.push(message) },
    );
    expect(await limiter.consume('a')).toEqual({ allowed: true });
    await limiter.close();
    expect(warnings).toContain('Contact rate limit: Redis error: connect ECONNREFUSED 127.0.0.1:1');
  });

  it.runIf(process.env.TEST_REDIS_URL)(
    'counts under contact:<client> and contact-mail:site, the keys the web shares',
    async () => {
      const url = process.env.TEST_REDIS_URL ?? '';
      const redis = connectRedis(url, 'test', log);
      await redis.started;
      const client = `client-${process.pid}-${Date.now()}`;
      const limiter = createRateLimiter({ points: 5, durationSeconds: 60, redisUrl: url }, log, {
        mailPerHour: 1_000_000,
      });
      const before = Number((await redis.client.get('contact-mail:site')) ?? 0);
      await limiter.consume(client);
      await limiter.takeMailSlot();
      expect(await redis.client.get(`contact:${client}`)).toBe('1');
      expect(Number(await redis.client.get('contact-mail:site'))).toBeGreaterThan(before);
      await redis.client.del(`contact:${client}`);
      await limiter.close();
      await redis.close();
    },
  );

  it.runIf(process.env.TEST_REDIS_URL)('stops counting in Redis once closed', async () => {
    const config = { points: 1, durationSeconds: 60, redisUrl: process.env.TEST_REDIS_URL ?? null };
    const key = `closed-${process.pid}-${Date.now()}`;
    const closed = createRateLimiter(config, log);
    const open = createRateLimiter(config, log);
    await closed.consume(`${key}-before`);
    await closed.close();
    // Its count stays in this process, so the other replica still has the client's one point.
    expect(await closed.consume(key)).toEqual({ allowed: true });
    expect(await open.consume(key)).toEqual({ allowed: true });
    await open.close();
  });
});
