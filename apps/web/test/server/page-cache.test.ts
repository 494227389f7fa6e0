// @vitest-environment node
import { randomBytes } from 'node:crypto';
import compression from 'compression';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCache, pageKey } from '../../server/page-cache';
import { securityHeaders } from '../../server/security';
import { type Listening, listen } from './listen';

const SHAREABLE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

type Cache = { middleware: express.RequestHandler; purge: () => void };

let app: Listening | undefined;
afterEach(() => app?.close());

/**
 * The server's order (compression, security headers, page cache, app) with a fake app that
 * counts its renders and writes the page in two chunks, its script carrying the CSP nonce.
 */
async function site(ttlMs: number) {
  const renders: string[] = [];
  const gates = new Map<string, Promise<void>>();
  // `big`: from then on a render is long enough that keeping it (compressing it) takes a while.
  const size = { big: false };
  const cache: Cache = pageCache({ ttlMs });
  const server = express();
  server.use(compression());
  server.use(securityHeaders({ production: true }));
  server.use(cache.middleware);
  server.all('/{*splat}', async (req, res) => {
    renders.push(req.originalUrl);
    await gates.get(req.path);
    const status = Number(req.query.status ?? 200);
    res.status(status).set('Cache-Control', String(req.query.cc ?? SHAREABLE));
    if (req.query.cookie) res.cookie('lang', 'en');
    res.type('html');
    res.write(`<html><script nonce="${res.locals.cspNonce}">1</script>`);
    const filler = size.big ? randomBytes(700_000).toString('base64') : 'x'.repeat(2000);
    res.end(`<p>render ${renders.length} of ${req.originalUrl}</p>${filler}</html>`);
  });
  app = await listen(server);
  const get = async (path: string, headers: Record<string, string> = {}) => {
    const reply = await (app as Listening).request(path, { headers });
    return { reply, text: await reply.text(), state: reply.headers.get('x-page-cache') };
  };
  return { renders, gates, cache, get, size };
}

/** Keeping a page (compressing it) finishes just after its answer. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const nonceOf = (text: string) => /nonce="([^"]+)"/.exec(text)?.[1];

describe('page cache', () => {
  it('keeps a page from its second request on and serves it without rendering', async () => {
    const { renders, get } = await site(60_000);
    expect((await get('/inicio')).state).toBe('miss');
    const second = await get('/inicio');
    await settle();
    const third = await get('/inicio');
    expect(renders).toEqual(['/inicio', '/inicio']);
    expect(third.state).toBe('hit');
    expect(third.text).toBe(second.text);
    // The kept HTML's script nonce is the one its Content-Security-Policy allows.
    const csp = third.reply.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`'nonce-${nonceOf(third.text)}'`);
    expect(third.reply.headers.get('cache-control')).toBe(SHAREABLE);
    expect(third.reply.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves the kept page as brotli, gzip or plain, as the client accepts', async () => {
    const { renders, get } = await site(60_000);
    await get('/inicio');
    const plain = await get('/inicio');
    await settle();
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const kept = await get('/inicio', { 'accept-encoding': accept });
      expect(kept.state).toBe('hit');
      expect(kept.reply.headers.get('content-encoding')).toBe(encoding);
      expect(kept.reply.headers.get('vary')).toMatch(/accept-encoding/i);
      expect(kept.text).toBe(plain.text);
    }
    expect(renders).toHaveLength(2);
  });

  it('never keeps what is not for everyone: no-store, a cookie, an error, a query of its own', async () => {
    const { renders, get } = await site(60_000);
    for (const path of ['/a?cc=no-store', '/b?cookie=1', '/c?status=404', '/d?status=503']) {
      await get(path);
      await get(path);
      await settle();
      expect((await get(path)).state).toBe('miss');
    }
    expect(renders).toHaveLength(12);
    // Each URL (query included) is its own page.
    await get('/calculadora?ventas=100');
    await get('/calculadora?ventas=100');
    await settle();
    expect((await get('/calculadora?ventas=100')).state).toBe('hit');
    expect((await get('/calculadora?ventas=200')).text).toContain('of /calculadora?ventas=200');
  });

  it('serves a campaign visit (utm_*, a click id) the kept page of its URL without them', async () => {
    const { renders, get } = await site(60_000);
    await get('/inicio');
    await get('/inicio');
    await settle();
    for (const path of [
      '/inicio?utm_source=instagram&utm_medium=bio',
      '/inicio?fbclid=IwAR3x',
      '/inicio?UTM_Campaign=navidad&gclid=Cj0K&ttclid=E.1',
    ]) {
      const visit = await get(path);
      expect(visit.state).toBe('hit');
      expect(visit.text).toContain('render 2 of /inicio<');
    }
    // What the page shows stays in the key: the calculator's inputs are a page of their own.
    await get('/calculadora?h=12&utm_source=tiktok');
    await get('/calculadora?h=12&fbclid=abc');
    await settle();
    const kept = await get('/calculadora?h=12');
    expect(kept.state).toBe('hit');
    expect(kept.text).toContain('of /calculadora?h=12&fbclid=abc<');
    expect((await get('/calculadora?h=13&utm_source=tiktok')).state).toBe('miss');
    expect(renders).toEqual([
      '/inicio',
      '/inicio',
      '/calculadora?h=12&utm_source=tiktok',
      '/calculadora?h=12&fbclid=abc',
      '/calculadora?h=13&utm_source=tiktok',
    ]);
  });

  it('renders again after the time to live, serving the old copy while the new one renders', async () => {
    const { renders, gates, get } = await site(100);
    await get('/blog');
    await get('/blog');
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 120));
    let open = () => {};
    gates.set('/blog', new Promise<void>((resolve) => (open = resolve)));
    const refreshing = get('/blog');
    await settle();
    const meanwhile = await get('/blog');
    expect(meanwhile.state).toBe('stale');
    expect(meanwhile.text).toContain('render 2 of /blog');
    open();
    expect((await refreshing).text).toContain('render 3 of /blog');
    await settle();
    const fresh = await get('/blog');
    expect(fresh.state).toBe('hit');
    expect(fresh.text).toContain('render 3 of /blog');
    expect(renders).toHaveLength(3);
  });

  it('renders every page again after a purge, and does not keep a render that started before it', async () => {
    const { renders, gates, cache, get } = await site(60_000);
    await get('/inicio');
    await get('/inicio');
    await settle();
    cache.purge();
    let open = () => {};
    gates.set('/inicio', new Promise<void>((resolve) => (open = resolve)));
    const before = get('/inicio');
    await settle();
    // While the first request after the purge renders, the others get the old copy.
    expect((await get('/inicio')).state).toBe('stale');
    cache.purge();
    open();
    expect((await before).text).toContain('render 3 of /inicio');
    await settle();
    gates.delete('/inicio');
    const after = await get('/inicio');
    expect(after.state).toBe('miss');
    expect(after.text).toContain('render 4 of /inicio');
    await settle();
    expect((await get('/inicio')).state).toBe('hit');
    expect(renders).toHaveLength(4);
  });

  it('serves the old copy while a new one is rendered and kept, without starting another render', async () => {
    const { renders, gates, cache, get, size } = await site(60_000);
    // Kept small first, so the copy is surely kept before the purge on any machine.
    await get('/inicio');
    await get('/inicio');
    await settle();
    expect((await get('/inicio')).state).toBe('hit');
    cache.purge();
    // The next render is held at a gate, so "meanwhile" is certain on any machine: the URL counts
    // as rendering from the render's start until its ~1 MB are kept (compressed).
    size.big = true;
    let open = () => {};
    gates.set('/inicio', new Promise<void>((resolve) => (open = resolve)));
    const fresh = get('/inicio');
    await expect.poll(() => renders.length).toBe(3);
    const meanwhile = await get('/inicio');
    expect(meanwhile.state).toBe('stale');
    expect(meanwhile.text).toContain('render 2 of');
    open();
    expect((await fresh).text).toContain('render 3 of');
    // Kept once compressed (seconds on a busy machine): served as fresh, still without another
    // render meanwhile.
    await expect.poll(async () => (await get('/inicio')).state, { timeout: 30_000 }).toBe('hit');
    expect((await get('/inicio')).text).toContain('render 3 of');
    expect(renders).toHaveLength(3);
  }, 60_000);

  it('is off with a time to live of 0', async () => {
    const { renders, get } = await site(0);
    for (let i = 0; i < 3; i += 1) await get('/inicio');
    await settle();
    expect((await get('/inicio')).state).toBe(null);
    expect(renders).toHaveLength(4);
  });
});

describe('pageKey', () => {
  it('is the URL without its campaign parameters', () => {
    expect(pageKey('/inicio')).toBe('/inicio');
    expect(pageKey('/inicio?')).toBe('/inicio');
    expect(pageKey('/inicio?utm_source=ig')).toBe('/inicio');
    expect(pageKey('/blog?page=2&fbclid=x')).toBe('/blog?page=2');
    expect(pageKey('/x?a=1%202')).toBe('/x?a=1%202');
  });
});
