// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetEnvForTests } from '~/lib/env.server';
import { action, carriesSecret } from './cms-webhook-route';
import { resetWebhookFailuresForTests } from './webhook-failures.server';

const timing = vi.hoisted(() => ({ calls: 0 }));
vi.mock('node:crypto', async (original) => {
  const crypto = await original<typeof import('node:crypto')>();
  return {
    ...crypto,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      timing.calls += 1;
      return crypto.timingSafeEqual(a, b);
    },
  };
});

const SECRET = 'a'.repeat(20) + 'b'.repeat(20);

function settings(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvForTests();
}

beforeEach(() => {
  resetWebhookFailuresForTests();
  timing.calls = 0;
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

async function call(authorization: string | null, clientIp = '203.0.113.1') {
  const headers: Record<string, string> = authorization ? { authorization } : {};
  const response = (await action({
    request: new Request('http://localhost/webhooks/cms', { method: 'POST', headers }),
    context: { clientIp },
    params: {},
  } as unknown as Parameters<typeof action>[0])) as unknown as {
    init: ResponseInit | null;
    data: { ok: boolean };
  };
  const init = response.init ?? {};
  return { status: init.status ?? 200, headers: new Headers(init.headers), ok: response.data.ok };
}

describe('CMS publish webhook', () => {
  it('accepts the right secret and refuses anything else with 401', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    expect((await call(`Bearer ${SECRET}`)).status).toBe(200);
    for (const wrong of [
      null,
      SECRET,
      `Bearer ${SECRET.slice(0, -1)}`,
      `Bearer ${SECRET}x`,
      `bearer ${SECRET}`,
      'Bearer ',
      `Basic ${SECRET}`,
    ]) {
      expect((await call(wrong, '203.0.113.2')).status, String(wrong)).toBe(401);
    }
  });

  it('compares in constant time, over digests of equal length whatever was sent', () => {
    expect(carriesSecret(`Bearer ${SECRET}`, SECRET)).toBe(true);
    // Different lengths must not throw (timingSafeEqual would on unequal buffers) nor shortcut.
    expect(carriesSecret('x', SECRET)).toBe(false);
    expect(carriesSecret(`Bearer ${SECRET}${'x'.repeat(1000)}`, SECRET)).toBe(false);
    expect(carriesSecret(null, SECRET)).toBe(false);
    expect(timing.calls).toBe(4);
  });

  it('refuses a client with 10 failures in a minute (429, Retry-After), even with the secret', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    for (let i = 0; i < 10; i += 1) {
      expect((await call('Bearer guess', '203.0.113.3')).status).toBe(401);
    }
    const locked = await call(`Bearer ${SECRET}`, '203.0.113.3');
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The CMS, calling from its own address, is not locked out by someone else's guesses.
    expect((await call(`Bearer ${SECRET}`, '203.0.113.4')).status).toBe(200);
  });

  it('does not count accepted calls as failures', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    for (let i = 0; i < 20; i += 1) {
      expect((await call(`Bearer ${SECRET}`, '203.0.113.5')).status).toBe(200);
    }
  });

  it('stays closed in production without a secret, and open in development', async () => {
    settings({ NODE_ENV: 'production', CMS_WEBHOOK_SECRET: '' });
    expect((await call(null)).status).toBe(404);
    settings({ NODE_ENV: 'development', CMS_WEBHOOK_SECRET: '' });
    expect((await call(null)).status).toBe(200);
  });
});
