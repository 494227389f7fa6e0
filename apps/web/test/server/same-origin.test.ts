// @vitest-environment node
import { translate } from '@brilla/i18n';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameOriginPosts } from '../../server/same-origin';
import { type Listening, listen } from './listen';

const SITE = 'https://brilla.test';
let app: Listening;

beforeAll(async () => {
  const server = express();
  server.set('trust proxy', 'loopback');
  server.use(sameOriginPosts({ siteOrigin: SITE }));
  server.all('/{*splat}', (_req, res) => {
    res.send('handled');
  });
  app = await listen(server);
});
afterAll(() => app.close());

const post = (path: string, headers: Record<string, string> = {}, method = 'POST') =>
  app.request(path, {
    method,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: method === 'GET' || method === 'HEAD' ? undefined : 'name=Ana',
  });

describe('form posts only from the site itself', () => {
  it('refuses a post from another origin with 403 and the Spanish message', async () => {
    const reply = await post('/contactanos', { origin: 'https://evil.example' });
    expect(reply.status).toBe(403);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await reply.text()).trim()).toBe(translate('es', 'contact.failure'));
  });

  it('answers in English under /en, for the fetcher (.data) post too', async () => {
    for (const path of ['/en/contactanos', '/en/contactanos.data']) {
      const reply = await post(path, { origin: 'https://evil.example' });
      expect(reply.status, path).toBe(403);
      expect((await reply.text()).trim(), path).toBe(translate('en', 'contact.failure'));
    }
    expect((await post('/contactanos.data', { origin: 'null' })).status).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site even without Origin', async () => {
    expect((await post('/contactanos', { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('accepts the site origin, the request’s own origin and posts without Origin', async () => {
    expect(
      (await post('/contactanos', { origin: SITE, 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
    expect((await post('/contactanos', { origin: app.base })).status).toBe(200);
    // Behind a trusted proxy the own origin is the public one (X-Forwarded-Proto/-Host).
    expect(
      (
        await post('/contactanos', {
          origin: 'https://www.brilla.test',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'www.brilla.test',
        })
      ).status,
    ).toBe(200);
    expect((await post('/contactanos')).status).toBe(200);
  });

  it('lets reads and the CMS webhook through whatever the origin', async () => {
    expect((await post('/contactanos', { origin: 'https://evil.example' }, 'GET')).status).toBe(
      200,
    );
    expect((await post('/webhooks/cms', { origin: 'https://evil.example' })).status).toBe(200);
    // Other methods are checked too.
    expect((await post('/contactanos', { origin: 'https://evil.example' }, 'PUT')).status).toBe(
      403,
    );
  });
});
