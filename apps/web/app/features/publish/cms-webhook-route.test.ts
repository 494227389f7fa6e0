// @vitest-environment node
import { SIGNATURE_HEADER, signWebhook } from '@brilla/signed';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cached } from '~/lib/cms-cache.server';
import { resetEnvForTests } from '~/lib/env.server';
import { resetSecretFailuresForTests } from '~/lib/secret-failures.server';
import { visitorContext } from '../../../test/load-context';
import { action, loader } from './cms-webhook-route';

const SECRET = 'a'.repeat(20) + 'b'.repeat(20);
const BODY = JSON.stringify({ event: 'api::blog.blog:publish', uid: 'api::blog.blog' });

function settings(values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) vi.stubEnv(name, value);
  resetEnvForTests();
}

beforeEach(() => {
  resetSecretFailuresForTests();
});
afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

/** A call as the CMS makes it: `signature` null sends none; `body` what was signed, or not. */
async function call(
  signature: string | null,
  clientIp = '203.0.113.1',
  extra: Record<string, string> = {},
  body = BODY,
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
    ...extra,
  };
  const url = 'http://localhost/webhooks/cms';
  const response = await action({
    request: new Request(url, { method: 'POST', headers, body }),
    url: new URL(url),
    pattern: '/webhooks/cms',
    params: {},
    context: visitorContext({ clientIp }),
  });
  const init = response.init ?? {};
  return { status: init.status ?? 200, headers: new Headers(init.headers), ok: response.data.ok };
}

describe('CMS publish webhook', () => {
  it('accepts a call signed with the secret and refuses anything else with 401', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    expect((await call(signWebhook(SECRET, BODY))).status).toBe(200);
    const fiveMinutesAgo = Date.now() - 301_000;
    for (const [what, signature, extra, body] of [
      ['no signature', null, {}, BODY],
      ['the old static bearer', null, { authorization: `Bearer ${SECRET}` }, BODY],
      ['another secret', signWebhook(`${SECRET}x`, BODY), {}, BODY],
      ['another body', signWebhook(SECRET, BODY), {}, BODY.replace('blog', 'page')],
      ['a stale call', signWebhook(SECRET, BODY, fiveMinutesAgo), {}, BODY],
      ['a malformed header', 't=1,v1=00', {}, BODY],
      ['a body too long to be a call', signWebhook(SECRET, 'x'.repeat(5000)), {}, 'x'.repeat(5000)],
    ] as const) {
      expect((await call(signature, '203.0.113.2', extra, body)).status, what).toBe(401);
    }
  });

  it('accepts each call once: a captured call replayed is refused', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    const captured = signWebhook(SECRET, BODY);
    expect((await call(captured, '203.0.113.6')).status).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      expect((await call(captured, '203.0.113.7')).status).toBe(401);
    }
  });

  it('refuses a client with 10 failures in a minute (429, Retry-After), even rightly signed', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    for (let i = 0; i < 10; i += 1) {
      expect((await call('t=1,id=x,v1=guess', '203.0.113.3')).status).toBe(401);
    }
    const locked = await call(signWebhook(SECRET, BODY), '203.0.113.3');
    expect(locked.status).toBe(429);
    const wait = Number(locked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // The CMS, calling from its own address, is not locked out by someone else's guesses.
    expect((await call(signWebhook(SECRET, BODY), '203.0.113.4')).status).toBe(200);
  });

  it('does not count accepted calls as failures', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    for (let i = 0; i < 20; i += 1) {
      expect((await call(signWebhook(SECRET, BODY), '203.0.113.5')).status).toBe(200);
    }
  });

  it('stays closed in production without a secret, and open in development', async () => {
    settings({ NODE_ENV: 'production', CMS_API_TOKEN: 'f'.repeat(64), CMS_WEBHOOK_SECRET: '' });
    expect((await call(null)).status).toBe(404);
    settings({ NODE_ENV: 'development', CMS_WEBHOOK_SECRET: '' });
    expect((await call(null)).status).toBe(200);
  });

  it('answers every call uncached, saying whether it purged, and purges the CMS answers and the pages', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    await cached('/api/blogs', 60_000, async () => 'before the publish');
    let pagesPurged = 0;
    const url = 'http://localhost/webhooks/cms';
    const signed = await action({
      request: new Request(url, {
        method: 'POST',
        headers: { [SIGNATURE_HEADER]: signWebhook(SECRET, BODY) },
        body: BODY,
      }),
      url: new URL(url),
      pattern: '/webhooks/cms',
      params: {},
      context: visitorContext({ purgePages: () => (pagesPurged += 1) }),
    });
    expect(signed.data).toEqual({ ok: true });
    expect(new Headers(signed.init?.headers).get('cache-control')).toBe('no-store');
    expect(pagesPurged).toBe(1);
    expect(await cached('/api/blogs', 60_000, async () => 'after the publish')).toBe(
      'after the publish',
    );
    const refused = await call(null, '203.0.113.8');
    expect(refused).toMatchObject({ status: 401, ok: false });
    expect(refused.headers.get('cache-control')).toBe('no-store');
    for (let i = 0; i < 10; i += 1) await call(null, '203.0.113.9');
    const locked = await call(signWebhook(SECRET, BODY), '203.0.113.9');
    expect(locked).toMatchObject({ status: 429, ok: false });
    expect(locked.headers.get('cache-control')).toBe('no-store');
    settings({ NODE_ENV: 'production', CMS_API_TOKEN: 'f'.repeat(64), CMS_WEBHOOK_SECRET: '' });
    const closed = await call(null);
    expect(closed).toMatchObject({ status: 404, ok: false });
    expect(closed.headers.get('cache-control')).toBe('no-store');
  });

  it('says why a call was refused, and that only POST is answered', async () => {
    settings({ CMS_WEBHOOK_SECRET: SECRET });
    const url = 'http://localhost/webhooks/cms';
    const empty = await action({
      request: new Request(url, { method: 'POST' }),
      url: new URL(url),
      pattern: '/webhooks/cms',
      params: {},
      context: visitorContext(),
    });
    expect(empty.data).toEqual({ ok: false, reason: 'malformed' });
    const get = loader();
    expect(get.data).toEqual({ ok: false });
    expect(get.init?.status).toBe(405);
    expect(Object.fromEntries(new Headers(get.init?.headers))).toEqual({
      allow: 'POST',
      'cache-control': 'no-store',
    });
  });
});
