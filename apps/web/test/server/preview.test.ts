// @vitest-environment node

import { once } from 'node:events';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signPreviewLink } from '@brilla/signed';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signPreview } from '~/features/preview/preview-cookie.server';
import { parseEnv } from '~/lib/env.server';
import { createApp, listen } from '../../server/app';
import { CMS_URL, cms, PREVIEW_TOKEN } from '../mocks/cms';
import { buildBlog, buildPage } from '../mocks/factories';
import { server as msw } from '../mocks/server';
import { appBuild, startApp, stopApp } from '../ssr/render';

/**
 * Preview through the real web server (server/app.ts) around the real app, with the page cache
 * and the CMS answer cache on (a minute each), as in production. The CMS is msw's fake, which
 * answers drafts only to `status=draft` with the preview token.
 */
const SECRET = 'preview-secret-for-the-tests-0123456789';
const ADMIN = 'https://cms.brilla.test';
process.env.PREVIEW_SECRET = SECRET;
process.env.CMS_PREVIEW_TOKEN = PREVIEW_TOKEN;
process.env.CMS_CACHE_TTL_MS = '60000';

let web: Server;
let base = '';
let clientDir = '';

beforeAll(async () => {
  await startApp();
  clientDir = await mkdtemp(join(tmpdir(), 'web-client-'));
  await mkdir(join(clientDir, 'assets'));
  const env = parseEnv({
    CMS_URL,
    SITE_URL: 'https://brilla.test',
    CMS_CACHE_TTL_MS: '60000',
    PREVIEW_SECRET: SECRET,
    CMS_PREVIEW_TOKEN: PREVIEW_TOKEN,
    CMS_ADMIN_ORIGIN: ADMIN,
    LOG_LEVEL: 'silent',
  });
  web = listen(createApp({ env, build: appBuild(), clientDir }), { port: 0, host: '127.0.0.1' });
  await once(web, 'listening');
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => web?.close(resolve));
  await stopApp();
  await rm(clientDir, { recursive: true, force: true });
});

function request(path: string, headers: Record<string, string> = {}): Promise<Response> {
  msw.use(http.all(`${base}/*`, () => passthrough()));
  return fetch(`${base}${path}`, { headers, redirect: 'manual' });
}

/** Each test its own URLs: the server's caches outlive a test. */
let run = 0;
let published = buildBlog();
let draft = published;
beforeEach(() => {
  run += 1;
  published = buildBlog({ slug: `post-${run}`, title: `Publicado ${run}` });
  draft = { ...published, title: `Borrador ${run}` };
  cms.blogs.es = [published];
  cms.drafts.blogs = { es: [draft], en: [] };
});

/** A link as the CMS signs it (`params` change the entry; `signedWith`, `now` the signing). */
function previewLink(
  params: Record<string, string>,
  { signedWith = SECRET, now = Date.now() }: { signedWith?: string; now?: number } = {},
): string {
  const target = {
    type: 'blog',
    documentId: published.documentId,
    locale: 'es',
    status: 'draft',
    ...params,
  };
  return `/api/preview?${new URLSearchParams(signPreviewLink(signedWith, target, now))}`;
}

/** Opens the preview like the admin does and returns the Cookie header to send afterwards. */
async function openPreview(params: Record<string, string> = {}): Promise<string> {
  const answer = await request(previewLink(params));
  expect(answer.status).toBe(302);
  const setCookie = answer.headers.get('set-cookie') ?? '';
  return setCookie.split(';')[0] ?? '';
}

const titleOf = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe('GET /api/preview', () => {
  it('refuses a link not signed for it with 401 and no cookie, in the link’s language', async () => {
    const plain = new URLSearchParams({
      type: 'blog',
      documentId: published.documentId,
      locale: 'es',
      status: 'draft',
    });
    const good = new URLSearchParams(previewLink({}).split('?')[1]);
    const altered = new URLSearchParams(good);
    altered.set('documentId', `${published.documentId}x`);
    const published2 = new URLSearchParams(good);
    published2.set('status', 'published');
    for (const [what, link] of [
      ['the old link with the secret in it', `/api/preview?secret=${SECRET}&${plain}`],
      ['no signature', `/api/preview?${plain}`],
      ['another secret', previewLink({}, { signedWith: `${SECRET}x` })],
      ['another document', `/api/preview?${altered}`],
      ['another version', `/api/preview?${published2}`],
    ] as const) {
      const answer = await request(link, { 'x-forwarded-for': '203.0.113.40' });
      expect(answer.status, what).toBe(401);
      expect(answer.headers.get('set-cookie'), what).toBeNull();
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toBe(
        'Este enlace de vista previa no es válido. Ábrelo de nuevo desde el CMS.\n',
      );
    }
    const english = await request(previewLink({ locale: 'en' }, { signedWith: 'nope' }));
    expect(english.status).toBe(401);
    expect(english.headers.get('content-language')).toBe('en');
    expect(await english.text()).toBe(
      'This preview link is not valid. Open it again from the CMS.\n',
    );
  });

  it('refuses a link older than 15 minutes, saying to open the preview again', async () => {
    const old = previewLink({}, { now: Date.now() - 16 * 60_000 });
    const answer = await request(old, { 'x-forwarded-for': '203.0.113.41' });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).toMatch(/^Este enlace de vista previa caducó/);
    // Fourteen minutes old still opens.
    const recent = previewLink({}, { now: Date.now() - 14 * 60_000 });
    expect((await request(recent, { 'x-forwarded-for': '203.0.113.41' })).status).toBe(302);
  });

  it('slows guessing: 10 wrong links a minute from one address, then 429 even for a good one', async () => {
    const guesser = { 'x-forwarded-for': '203.0.113.42' };
    for (let i = 0; i < 10; i++) {
      const guess = previewLink({}, { signedWith: `guess-${i}` });
      expect((await request(guess, guesser)).status).toBe(401);
    }
    const locked = await request(previewLink({}), guesser);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Staff elsewhere are not held up by someone else's guesses.
    expect((await request(previewLink({}), { 'x-forwarded-for': '203.0.113.43' })).status).toBe(
      302,
    );
  });

  it('refuses a link the CMS would not build with 400 and no cookie', async () => {
    const malformed: Array<Record<string, string>> = [
      { type: 'banner' },
      { type: '' },
      { documentId: '../pages' },
      { documentId: '' },
      { locale: 'fr' },
      { status: 'everything' },
    ];
    for (const params of malformed) {
      const answer = await request(previewLink(params));
      expect(answer.status, JSON.stringify(params)).toBe(400);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toMatch(/^Al enlace de vista previa le falta/);
    }
  });

  it('answers 404 without a cookie for an entry that does not exist in that language', async () => {
    const answer = await request(previewLink({ documentId: 'nosuchdocument', locale: 'en' }));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await answer.text()).toMatch(/^That content does not exist in this language/);
  });

  it('sets a signed HttpOnly cookie and sends a blog post to its page, a page to its path', async () => {
    const answer = await request(previewLink({}));
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe(`/blogs/${published.slug}`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('set-cookie')).toMatch(
      /^brilla_preview=[\w-]+\.[\w-]+; Path=\/; Max-Age=7200; HttpOnly; SameSite=Lax$/,
    );

    const page = buildPage({ slug: 'nosotros', locale: 'en', title: 'About us' });
    cms.pages.en = [page];
    const english = await request(
      previewLink({ type: 'page', documentId: page.documentId, locale: 'en' }),
    );
    expect(english.headers.get('location')).toBe('/en/nosotros');
  });

  it('finds a post that exists only as a draft', async () => {
    const unpublished = buildBlog({ slug: `new-${run}`, title: 'Solo borrador' });
    cms.drafts.blogs = { es: [draft, unpublished], en: [] };
    const answer = await request(previewLink({ documentId: unpublished.documentId }));
    expect(answer.headers.get('location')).toBe(`/blogs/new-${run}`);
    const cookie = (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const html = await (await request(`/blogs/new-${run}`, { cookie })).text();
    expect(titleOf(html)).toBe('Solo borrador');
    expect((await request(`/blogs/new-${run}`)).status).toBe(404);
  });

  it('over HTTPS (from a trusted proxy) the cookie is SameSite=None; Secure; Partitioned', async () => {
    const answer = await request(previewLink({}), { 'x-forwarded-proto': 'https' });
    expect(answer.headers.get('set-cookie')).toMatch(
      /; HttpOnly; SameSite=None; Secure; Partitioned$/,
    );
  });
});

describe('a page in preview', () => {
  it('shows the draft with the bar, is never stored or indexed and may be framed by the admin', async () => {
    const cookie = await openPreview();
    const answer = await request(`/blogs/${published.slug}`, { cookie });
    const html = await answer.text();
    expect(answer.status).toBe(200);
    expect(titleOf(html)).toBe(draft.title);
    expect(html).toContain('Vista previa · borrador');
    expect(html).toContain(`href="/api/preview/exit?to=%2Fblogs%2F${published.slug}"`);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors ${ADMIN};`);
    expect(answer.headers.get('x-frame-options')).toBeNull();
    expect(answer.headers.get('x-page-cache')).toBeNull();
    // The token reads drafts on the server; it is never sent to the browser.
    expect(html).not.toContain(PREVIEW_TOKEN);
    expect(html).not.toContain(SECRET);
  });

  it('says "Preview · draft" on an English page', async () => {
    cms.blogs.en = [{ ...published, locale: 'en', title: 'Published' }];
    cms.drafts.blogs = { es: [draft], en: [{ ...published, locale: 'en', title: 'Draft' }] };
    const cookie = await openPreview({ locale: 'en' });
    const html = await (await request(`/en/blogs/${published.slug}`, { cookie })).text();
    expect(titleOf(html)).toBe('Draft');
    expect(html).toContain('Preview · draft');
    expect(html).toContain('Exit preview');
  });

  it('reads the draft in the data requests of client-side navigation too', async () => {
    const cookie = await openPreview();
    const answer = await request(`/blogs/${published.slug}.data`, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = await answer.text();
    expect(body).toContain(draft.title);
    expect(body).not.toContain(PREVIEW_TOKEN);
  });

  it('treats a changed, forged or expired cookie as no preview', async () => {
    const cookie = await openPreview();
    const [name, value = ''] = cookie.split('=');
    const [payload = '', signature = ''] = value.split('.');
    const forged = Buffer.from(JSON.stringify({ status: 'draft', exp: 9_999_999_999 })).toString(
      'base64url',
    );
    const expired = signPreview({ status: 'draft', now: Date.now() - 3 * 60 * 60 * 1000 }, SECRET);
    const otherSecret = signPreview({ status: 'draft' }, 'another-secret-0123456789-0123456789');
    for (const bad of [
      `${payload}.${signature.slice(0, -2)}xx`,
      `${forged}.${signature}`,
      expired,
      otherSecret,
      'draft',
    ]) {
      const answer = await request(`/blogs/${published.slug}`, { cookie: `${name}=${bad}` });
      const html = await answer.text();
      expect(titleOf(html), bad).toBe(published.title);
      expect(html).not.toContain('Vista previa');
      expect(answer.headers.get('cache-control')).toMatch(/^public/);
      expect(answer.headers.get('x-robots-tag')).toBeNull();
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('looks the same as the published page when nothing is unpublished', async () => {
    cms.drafts.blogs = null;
    // Visitors and editors both read the CMS now (earlier tests left answers in the cache).
    msw.use(http.all(`${base}/*`, () => passthrough()));
    await fetch(`${base}/webhooks/cms`, { method: 'POST', headers: { origin: base } });
    const cookie = await openPreview();
    const main = (html: string) => /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];
    const visitor = await (await request(`/blogs/${published.slug}`)).text();
    const editor = await (await request(`/blogs/${published.slug}`, { cookie })).text();
    expect(main(editor)).toBeDefined();
    expect(main(editor)).toBe(main(visitor));
  });
});

describe('no draft ever reaches a visitor', () => {
  it('a preview of a cached page gets the draft, and visitors still get the published page', async () => {
    const path = `/blogs/${published.slug}`;
    // Visitors fill the CMS answer cache and the page cache (kept from the second request on).
    await request(path);
    await expect
      .poll(async () => (await request(path)).headers.get('x-page-cache'), { timeout: 10_000 })
      .toBe('hit');

    const cookie = await openPreview();
    expect(titleOf(await (await request(path, { cookie })).text())).toBe(draft.title);

    const visit = await request(path);
    expect(titleOf(await visit.text())).toBe(published.title);
    expect(visit.headers.get('x-page-cache')).toBe('hit');
  });

  it('a preview is never kept: the next visitor of the same URL gets the published page', async () => {
    const path = `/blogs/${published.slug}`;
    const cookie = await openPreview();
    for (let i = 0; i < 3; i += 1) {
      expect(titleOf(await (await request(path, { cookie })).text())).toBe(draft.title);
    }
    await settle();
    const visit = await request(path);
    const html = await visit.text();
    expect(titleOf(html)).toBe(published.title);
    expect(html).not.toContain('Vista previa');
    expect(visit.headers.get('x-page-cache')).toBe('miss');
    expect(visit.headers.get('cache-control')).toMatch(/^public/);
    await request(`${path}.data`, { cookie });
    const data = await (await request(`${path}.data`)).text();
    expect(data).toContain(published.title);
    expect(data).not.toContain(draft.title);
  });
});

describe('an editor sees each save at once', () => {
  it('reads the draft again on every preview request, past the CMS answer cache', async () => {
    const path = `/blogs/${published.slug}`;
    const cookie = await openPreview();
    expect(titleOf(await (await request(path, { cookie })).text())).toBe(draft.title);
    cms.drafts.blogs = { es: [{ ...draft, title: 'Borrador guardado otra vez' }], en: [] };
    expect(titleOf(await (await request(path, { cookie })).text())).toBe(
      'Borrador guardado otra vez',
    );
  });
});

describe('GET /api/preview/exit', () => {
  it('clears the cookie and goes back to the page, as a site path', async () => {
    const answer = await request(`/api/preview/exit?to=${encodeURIComponent('/blogs/x?page=2')}`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/blogs/x?page=2');
    expect(answer.headers.get('set-cookie')).toMatch(/^brilla_preview=; Path=\/; Max-Age=0; /);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    for (const to of ['//evil.example/x', '/\\evil.example', 'https://evil.example']) {
      const away = await request(`/api/preview/exit?to=${encodeURIComponent(to)}`);
      expect(away.headers.get('location'), to).toMatch(/^\/[^/\\]/);
    }
    expect((await request('/api/preview/exit')).headers.get('location')).toBe('/');
  });

  it('ends that preview for every copy of its cookie, and only that one', async () => {
    const cookie = await openPreview();
    const other = await openPreview();
    const page = `/blogs/${published.slug}`;
    expect(titleOf(await (await request(page, { cookie })).text())).toBe(draft.title);
    const exit = await request(`/api/preview/exit?to=${encodeURIComponent(page)}`, { cookie });
    expect(exit.status).toBe(302);
    // The same cookie, copied before the exit (another tab, a tool, a log), now shows what
    // visitors see: no draft, no bar, no framing, cacheable as any visit.
    const copied = await request(page, { cookie });
    const html = await copied.text();
    expect(titleOf(html)).toBe(published.title);
    expect(html).not.toContain('Vista previa');
    expect(copied.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(copied.headers.get('cache-control')).not.toBe('private, no-store');
    // Another preview (another editor, or a new "Open preview") goes on.
    expect(titleOf(await (await request(page, { cookie: other })).text())).toBe(draft.title);
    // An exit without a cookie, or with a forged one, ends nothing and still answers.
    const forged = `${other.slice(0, -3)}abc`;
    expect((await request('/api/preview/exit', { cookie: forged })).status).toBe(302);
    expect(titleOf(await (await request(page, { cookie: other })).text())).toBe(draft.title);
  });

  it('goes back to a page whose address has characters outside ASCII, encoded, never a 500', async () => {
    for (const [to, location] of <const>[
      ['/café', '/caf%C3%A9'],
      ['/blog/日本?q=ñ', '/blog/%E6%97%A5%E6%9C%AC?q=%C3%B1'],
      ['/emoji/😀', '/emoji/%F0%9F%98%80'],
      ['/ya%20codificado', '/ya%20codificado'],
    ]) {
      const answer = await request(`/api/preview/exit?to=${encodeURIComponent(to)}`);
      expect(answer.status, to).toBe(302);
      expect(answer.headers.get('location'), to).toBe(location);
    }
  });
});
