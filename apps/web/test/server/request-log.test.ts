// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/logger';
import { cms } from '../mocks/cms';
import { buildContactBlock, buildHero, buildPage } from '../mocks/factories';
import { server as msw } from '../mocks/server';
import { startApp, stopApp } from '../ssr/render';
import { type Site, serveSite } from './site';

/** The access log and request ids of the real server around the real app; the CMS is msw's. */
type Line = Record<string, unknown>;
let lines: Line[];
let site: Site | undefined;
/** The X-Request-Id of every request the CMS got. */
let cmsIds: Array<string | null>;

async function serve(settings: Record<string, string> = {}): Promise<Site> {
  const logger = createLogger('info', {
    write: (line: string) => {
      lines.push(JSON.parse(line) as Line);
    },
  });
  site = await serveSite(settings, { logger });
  return site;
}

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(() => {
  lines = [];
  cmsIds = [];
  msw.events.on('request:start', ({ request }) => {
    if (request.url.startsWith('http://127.0.0.1:1337/')) {
      cmsIds.push(request.headers.get('x-request-id'));
    }
  });
  cms.pages.es.push(buildPage({ slug: 'contactanos', blocks: [buildHero(), buildContactBlock()] }));
});
afterEach(async () => {
  msw.events.removeAllListeners();
  await site?.close();
  site = undefined;
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const accessLines = () => lines.filter((line) => line.msg === 'request completed');

describe('the access log', () => {
  it('writes one JSON line per request: method, path, status, duration, request id, client', async () => {
    const { request } = await serve();
    const reply = await request('/inicio?utm_source=mail');
    expect(reply.status).toBe(200);
    await reply.text();
    await request('/nada/aqui').then((answer) => answer.text());
    const [page, missing, ...more] = accessLines();
    expect(more).toEqual([]);
    expect(page).toMatchObject({
      level: 30,
      method: 'GET',
      path: '/inicio',
      status: 200,
      request_id: reply.headers.get('x-request-id'),
      client: '127.0.0.1',
    });
    expect(page?.duration_ms).toEqual(expect.any(Number));
    expect(typeof page?.time).toBe('string');
    expect(missing).toMatchObject({ path: '/nada/aqui', status: 404 });
  });

  it('never logs a query string, cookies, Authorization or what a form posts', async () => {
    const { request } = await serve();
    await request('/inicio?email=ana%40example.com&token=query-secret', {
      headers: { cookie: 'session=cookie-secret', authorization: 'Bearer auth-secret' },
    }).then((reply) => reply.text());
    const posted = await request('/contactanos', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: 'session=cookie-secret',
      },
      body: new URLSearchParams({
        name: 'Ana Secreta',
        email: 'ana.secreta@example.com',
        message: 'Mi historia personal, que nadie más debe leer.',
      }).toString(),
    });
    expect(posted.status).toBe(200);
    await posted.text();
    expect(cms.submissions).toHaveLength(1);
    expect(accessLines().map((line) => [line.method, line.path])).toEqual([
      ['GET', '/inicio'],
      ['POST', '/contactanos'],
    ]);
    const logged = JSON.stringify(lines);
    for (const secret of [
      'query-secret',
      'ana%40example',
      'ana@example',
      'cookie-secret',
      'auth-secret',
      'Secreta',
      'secreta@example.com',
      'historia',
      'user-agent',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('the request id', () => {
  it("takes a trusted proxy's X-Request-Id, echoes it and sends it with every CMS call", async () => {
    const { request } = await serve();
    const reply = await request('/inicio', { headers: { 'x-request-id': 'nginx-0f3a.9_B' } });
    await reply.text();
    expect(reply.headers.get('x-request-id')).toBe('nginx-0f3a.9_B');
    expect(cmsIds.length).toBeGreaterThan(0);
    expect(new Set(cmsIds)).toEqual(new Set(['nginx-0f3a.9_B']));
    expect(accessLines()[0]?.request_id).toBe('nginx-0f3a.9_B');

    // A contact post: the message reaches the CMS with the id of the visitor's request.
    cmsIds = [];
    await request('/contactanos', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-request-id': 'nginx-contact-1',
      },
      body: new URLSearchParams({
        name: 'Ana',
        email: 'ana@example.com',
        message: 'Hola, quiero información.',
      }).toString(),
    }).then((answer) => answer.text());
    expect(cms.submissions).toHaveLength(1);
    expect(new Set(cmsIds)).toEqual(new Set(['nginx-contact-1']));
  });

  it('makes a new one for an unsafe id or one from a peer that is not a trusted proxy', async () => {
    const first = await serve();
    for (const given of ['bad id!', 'x'.repeat(129), 'a\u00e9', '']) {
      const reply = await first.request('/healthz', { headers: { 'x-request-id': given } });
      expect(reply.headers.get('x-request-id'), given).toMatch(UUID);
    }
    const ids = accessLines().map((line) => line.request_id);
    expect(new Set(ids).size).toBe(4);
    await first.close();

    // TRUST_PROXY=false: the peer (here loopback) is nobody's proxy, its header is not believed.
    const untrusted = await serve({ TRUST_PROXY: 'false' });
    const reply = await untrusted.request('/inicio', { headers: { 'x-request-id': 'forged-1' } });
    await reply.text();
    const own = reply.headers.get('x-request-id');
    expect(own).toMatch(UUID);
    expect(new Set(cmsIds)).toEqual(new Set([own]));
  });

  it('is each answer’s own, a page from the page cache included', async () => {
    const { request } = await serve({ CMS_CACHE_TTL_MS: '60000' });
    let state: string | null = null;
    for (let i = 0; i < 20 && state !== 'hit'; i++) {
      const reply = await request('/inicio', { headers: { 'x-request-id': `visit-${i}` } });
      await reply.text();
      state = reply.headers.get('x-page-cache');
      expect(reply.headers.get('x-request-id')).toBe(`visit-${i}`);
    }
    expect(state).toBe('hit');
  });
});
