// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import {
  closeContactLimiter,
  contactBlocked,
  allowContact as decide,
  resetRateLimitForTests,
} from './rate-limit.server';

const allowContact = async (client: string) => (await decide(client)).allowed;

function settings(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvForTests();
  resetRateLimitForTests();
}

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  resetRateLimitForTests();
});

describe('web contact rate limit', () => {
  it('counts in this process without REDIS_URL', async () => {
    settings({ CONTACT_RATE_LIMIT_POINTS: '2' });
    expect([await allowContact('a'), await allowContact('a'), await allowContact('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await allowContact('b')).toBe(true);
  });

  it('tells whether a client is over its limit without counting, with the wait', async () => {
    settings({ CONTACT_RATE_LIMIT_POINTS: '2', CONTACT_RATE_LIMIT_DURATION: '600' });
    expect(await contactBlocked('a')).toEqual({ allowed: true });
    await allowContact('a');
    expect(await contactBlocked('a')).toEqual({ allowed: true });
    expect(await contactBlocked('a')).toEqual({ allowed: true });
    await allowContact('a');
    const blocked = await contactBlocked('a');
    expect(blocked.allowed).toBe(false);
    expect(blocked.allowed ? 0 : blocked.retryAfterSeconds).toBeGreaterThan(590);
    expect(blocked.allowed ? 0 : blocked.retryAfterSeconds).toBeLessThanOrEqual(600);
    const refused = await decide('a');
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(await contactBlocked('b')).toEqual({ allowed: true });
  });

  it('closes on shutdown, whether or not a message was counted', async () => {
    settings({ CONTACT_RATE_LIMIT_POINTS: '1' });
    await expect(closeContactLimiter()).resolves.toBeUndefined();
    expect(await allowContact('a')).toBe(true);
    expect(await allowContact('a')).toBe(false);
    await closeContactLimiter();
    // A limiter made after the close starts with its own counts.
    expect(await allowContact('a')).toBe(true);
  });

  it('keeps limiting in memory, with a warning, while Redis is unreachable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    settings({ REDIS_URL: 'redis://127.0.0.1:1', CONTACT_RATE_LIMIT_POINTS: '2' });
    expect([await allowContact('a'), await allowContact('a'), await allowContact('a')]).toEqual([
      true,
      true,
      false,
    ]);
    expect(await allowContact('b')).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      '[web] contact rate limit: Redis error: connect ECONNREFUSED 127.0.0.1:1',
    );
  });

  it('explains a REDIS_URL that is not a Redis URL, without its password', async () => {
    settings({ REDIS_URL: 'http://user:secret@cache:6379' });
    await expect(allowContact('a')).rejects.toThrow(
      "REDIS_URL is not a Redis URL (got 'http://user:***@cache:6379'); use redis://host:6379",
    );
  });

  // Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 (as the CMS tests).
  it.runIf(process.env.TEST_REDIS_URL)(
    'shares one limit between two server processes through Redis',
    async () => {
      settings({ REDIS_URL: process.env.TEST_REDIS_URL ?? '', CONTACT_RATE_LIMIT_POINTS: '3' });
      const first = { allowContact, reset: resetRateLimitForTests };
      // A second copy of the module: another process's limiter, with its own Redis client.
      vi.resetModules();
      const other = await import('./rate-limit.server');
      const second = {
        allowContact: async (key: string) => (await other.allowContact(key)).allowed,
        reset: other.resetRateLimitForTests,
      };
      const client = `test-${randomUUID()}`;
      try {
        const answers: boolean[] = [];
        for (const server of [first, second, first, second, first]) {
          answers.push(await server.allowContact(client));
        }
        expect(answers).toEqual([true, true, true, false, false]);
        // Under the web's own prefix: the CMS counts its contact posts apart.
        const { Redis } = await import('ioredis');
        const redis = new Redis(process.env.TEST_REDIS_URL ?? '');
        try {
          expect(await redis.exists(`web-contact:${client}`)).toBe(1);
        } finally {
          redis.disconnect();
        }
      } finally {
        second.reset();
      }
    },
  );
});
