// @vitest-environment node
import { VISIT_PATH } from '@brilla/validation';
import { beforeEach, describe, expect, it } from 'vitest';
import { visitorContext } from '../../../test/load-context';
import { cms } from '../../../test/mocks/cms';
import { buildBlog, buildPage } from '../../../test/mocks/factories';
import { forgetKnownPages } from './visit-pages.server';
import { action, loader } from './visit-route';
import { flushVisits } from './visit-sender.server';

const view = {
  kind: 'view',
  path: '/en/blogs/primer-post',
  device: 'mobile',
  entry: true,
  referrer: 'www.google.com',
  source: '',
  medium: '',
  campaign: '',
};

let client = 0;
/** A beacon as a browser sends it, from a client of its own unless told. */
async function send(body: unknown, headers: Record<string, string> = {}, clientIp?: string) {
  const url = `http://localhost${VISIT_PATH}`;
  client += 1;
  const response = await action({
    request: new Request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    url: new URL(url),
    pattern: VISIT_PATH,
    params: {},
    context: visitorContext({ clientIp: clientIp ?? `198.51.100.${client}` }),
  });
  return response;
}

/** What the CMS received once the counts went. */
async function sent() {
  await flushVisits();
  return cms.visitBatches;
}

beforeEach(async () => {
  forgetKnownPages();
  await flushVisits();
  cms.visitBatches.length = 0;
  cms.pages.es = [buildPage({ slug: 'inicio' }), buildPage({ slug: 'contactanos' })];
  cms.pages.en = [buildPage({ slug: 'inicio', locale: 'en' })];
  cms.blogs.es = [buildBlog({ slug: 'primer-post' })];
});

describe(`POST ${VISIT_PATH}`, () => {
  it('counts a page view under its Spanish path and language, with its source', async () => {
    expect((await send(view)).status).toBe(204);
    expect((await send({ ...view, path: '/en/blogs/primer-post/', entry: false })).status).toBe(
      204,
    );
    expect(
      (await send({ ...view, path: '/home', source: 'newsletter', campaign: 'nov' })).status,
    ).toBe(204);
    expect(await sent()).toEqual([
      {
        views: [
          {
            path: '/blogs/primer-post',
            language: 'en',
            device: 'mobile',
            source: 'google.com',
            campaign: '',
            views: 1,
          },
          {
            path: '/blogs/primer-post',
            language: 'en',
            device: 'mobile',
            source: '(internal)',
            campaign: '',
            views: 1,
          },
          {
            path: '/inicio',
            language: 'es',
            device: 'mobile',
            source: 'newsletter',
            campaign: 'nov',
            views: 1,
          },
        ],
        vitals: [],
      },
    ]);
  });

  it('counts the measurements of a landing page in their buckets', async () => {
    const vitals = {
      kind: 'vitals',
      path: '/contactanos',
      device: 'desktop',
      metrics: { LCP: 2400, CLS: 0.3 },
    };
    expect((await send(vitals)).status).toBe(204);
    expect((await send(vitals)).status).toBe(204);
    const [batch] = await sent();
    expect(batch?.views).toEqual([]);
    expect(batch?.vitals).toEqual([
      { path: '/contactanos', language: 'es', metric: 'LCP', bucket: 15, samples: 2 },
      { path: '/contactanos', language: 'es', metric: 'CLS', bucket: 8, samples: 2 },
    ]);
  });

  it.each([
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
    ['DNT: 1', { dnt: '1' }],
  ])('counts nothing for a browser sending %s', async (_name, headers) => {
    expect((await send(view, headers)).status).toBe(204);
    expect(await sent()).toEqual([]);
  });

  it.each([
    ['a path that is no page of the site', '/wp-admin'],
    ['a language the site does not have', '/fr/inicio'],
    ['a post that does not exist', '/en/blogs/otro-post'],
  ])('counts nothing for %s (a 404 page sends its beacon too)', async (_name, path) => {
    expect((await send({ ...view, path })).status).toBe(204);
    expect(await sent()).toEqual([]);
  });

  it.each([
    ['a field the beacon has not', { ...view, userAgent: 'x' }],
    ['a body that is not JSON', 'path=/inicio'],
    ['an empty body', ''],
  ])('refuses %s with 400 and counts nothing', async (_name, body) => {
    expect((await send(body)).status).toBe(400);
    expect(await sent()).toEqual([]);
  });

  it('refuses a body past 2 KB with 413', async () => {
    expect((await send({ ...view, campaign: 'x'.repeat(3000) })).status).toBe(413);
  });

  it('takes 60 beacons a minute from one client (VISIT_RATE_LIMIT_POINTS), then 429', async () => {
    for (let index = 0; index < 60; index += 1) {
      expect((await send({ ...view, entry: false }, {}, '203.0.113.9')).status).toBe(204);
    }
    const refused = await send(view, {}, '203.0.113.9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await send(view)).status).toBe(204);
  });

  it('answers 503 while the CMS cannot list the pages, saying when to try again', async () => {
    cms.down = true;
    const response = await send(view);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
  });

  it('keeps every answer out of caches', async () => {
    for (const response of [await send(view), await send('{'), loader()]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('answers 405 to a GET', () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
