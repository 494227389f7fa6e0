// @vitest-environment node

import { DEVELOPMENT_API_TOKEN } from '@brilla/signed';
import type { Page } from '@brilla/types';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CMS_URL, cms, PREVIEW_TOKEN } from '../../test/mocks/cms';
import { buildBlog, buildMedia, buildPage } from '../../test/mocks/factories';
import { server } from '../../test/mocks/server';
import {
  CmsError,
  cmsReader,
  cmsRequest,
  getPage,
  getSiteSetting,
  hasLocalization,
  listRedirects,
} from './cms.server';
import { resetEnvForTests } from './env.server';

describe('CMS client', () => {
  afterEach(resetEnvForTests);

  it('reads a page by slug and locale', async () => {
    cms.pages.en = [buildPage({ slug: 'nosotros', title: 'About us', locale: 'en' })];
    expect((await getPage('nosotros', 'en'))?.title).toBe('About us');
    expect(await getPage('nosotros', 'es')).toBeNull();
  });

  it("keeps of an upload what the site shows, not Strapi's file bookkeeping", async () => {
    const upload = { ...buildMedia(), hash: 'og_8201e8648c', provider: 'local', size: 80.2 };
    const seo = { ...buildPage().seo, metaTitle: 'Inicio', metaImage: upload };
    cms.pages.es = [buildPage({ seo: seo as Page['seo'] })];
    const metaImage = (await getPage('inicio', 'es'))?.seo?.metaImage;
    expect(metaImage?.url).toBe(upload.url);
    expect(metaImage).not.toHaveProperty('hash');
    expect(metaImage).not.toHaveProperty('provider');
  });

  it('throws a CmsError naming content type, locale and status', async () => {
    server.use(
      http.get(`${CMS_URL}/api/site-setting`, () => new HttpResponse(null, { status: 502 })),
    );
    const error = await getSiteSetting('en').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ contentType: 'site-setting', locale: 'en', status: 502 });
    expect((error as Error).message).toBe('CMS answered HTTP 502 for site-setting (en)');
  });

  it('gives up after CMS_TIMEOUT_MS with a CmsError without status', async () => {
    process.env.CMS_TIMEOUT_MS = '50';
    resetEnvForTests();
    server.use(http.get(`${CMS_URL}/api/pages`, () => new Promise(() => {})));
    await expect(getPage('inicio', 'es')).rejects.toMatchObject({
      name: 'CmsError',
      status: null,
      contentType: 'page',
    });
    delete process.env.CMS_TIMEOUT_MS;
  });

  it('explains a malformed CMS_URL', async () => {
    process.env.CMS_URL = 'cms:1337';
    resetEnvForTests();
    await expect(getPage('inicio', 'es')).rejects.toThrow(
      "CMS_URL is not a URL (got 'cms:1337'); use http://host:port",
    );
    process.env.CMS_URL = CMS_URL;
  });
});

/** What the web asked the CMS: each call's path, query and headers. */
type Call = { path: string; query: Record<string, string>; headers: Headers };
let calls: Call[] = [];
beforeEach(() => {
  calls = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    calls.push({
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
    });
  });
});
afterEach(() => {
  server.events.removeAllListeners();
});

const visitor = cmsReader(null);
const draftReader = cmsReader({ status: 'draft', token: PREVIEW_TOKEN });

/** Every path of the CMS answers 404, as a CMS without that content type does. */
function everythingMissing() {
  server.use(
    http.all(`${CMS_URL}/*`, () =>
      HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 }),
    ),
  );
}

describe('the CMS reads (docs/contracts.md)', () => {
  it('asks with the web’s credential for JSON, and for the page list only the fields the site uses', async () => {
    cms.pages.es = [buildPage({ slug: 'inicio', title: 'Inicio' })];
    expect(await visitor.listPages('es')).toEqual([
      expect.objectContaining({ slug: 'inicio', title: 'Inicio' }),
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/pages');
    expect(calls[0]?.query).toEqual({
      locale: 'es',
      'fields[0]': 'slug',
      'fields[1]': 'title',
      'fields[2]': 'framed',
      'fields[3]': 'updatedAt',
      'pagination[pageSize]': '200',
    });
    expect(calls[0]?.headers.get('accept')).toBe('application/json');
    expect(calls[0]?.headers.get('authorization')).toBe(`Bearer ${DEVELOPMENT_API_TOKEN}`);
  });

  it('reads banners and testimonials in their editors’ order, posts newest first, a page at a time', async () => {
    await visitor.getBanners('en');
    await visitor.getTestimonials('es');
    await visitor.listBlogs('es', 2, 5);
    await visitor.getCalculatorSetting();
    await visitor.getSiteSetting('en');
    expect(calls.map(({ path, query }) => [path, query])).toEqual([
      ['/api/banners', { locale: 'en', sort: 'order:asc' }],
      ['/api/testimonials', { locale: 'es', sort: 'order:asc' }],
      [
        '/api/blogs',
        {
          locale: 'es',
          sort: 'publishedDate:desc',
          'pagination[page]': '2',
          'pagination[pageSize]': '5',
        },
      ],
      ['/api/calculator-setting', {}],
      ['/api/site-setting', { locale: 'en' }],
    ]);
    await visitor.listBlogs('en');
    expect(calls.at(-1)?.query).toMatchObject({
      'pagination[page]': '1',
      'pagination[pageSize]': '12',
    });
    await visitor.listCategories('en');
    expect(calls.at(-1)).toMatchObject({
      path: '/api/categories',
      query: { locale: 'en', sort: 'name:asc', 'pagination[pageSize]': '100' },
    });
  });

  it('reads a post by slug, and a page or post by its document id', async () => {
    const post = buildBlog({ slug: 'mi-post', documentId: 'blogdoc9' });
    const page = buildPage({ slug: 'nosotros', documentId: 'pagedoc9', locale: 'en' });
    cms.blogs.es = [post];
    cms.pages.en = [page];
    expect((await visitor.getBlogBySlug('mi-post', 'es'))?.documentId).toBe('blogdoc9');
    expect((await visitor.getBlogByDocumentId('blogdoc9', 'es'))?.slug).toBe('mi-post');
    expect((await visitor.getPageByDocumentId('pagedoc9', 'en'))?.slug).toBe('nosotros');
    expect(await visitor.getPageByDocumentId('pagedoc9', 'es')).toBeNull();
    expect(calls.map(({ path, query }) => [path, query])).toEqual([
      ['/api/blogs', { 'filters[slug][$eq]': 'mi-post', locale: 'es' }],
      ['/api/blogs/blogdoc9', { locale: 'es' }],
      ['/api/pages/pagedoc9', { locale: 'en' }],
      ['/api/pages/pagedoc9', { locale: 'es' }],
    ]);
    // An id is one path segment, whatever it holds.
    await visitor.getBlogByDocumentId('a/b?c', 'es');
    expect(calls.at(-1)?.path).toBe('/api/blogs/a%2Fb%3Fc');
  });

  it('keeps the pagination the CMS answers, and counts a list without one as one page', async () => {
    cms.blogs.es = [1, 2, 3].map((day) => buildBlog({ publishedDate: `2026-01-0${day}` }));
    expect((await visitor.listBlogs('es', 1, 2)).pagination).toEqual({
      page: 1,
      pageSize: 2,
      pageCount: 2,
      total: 3,
    });
    server.use(
      http.get(`${CMS_URL}/api/blogs`, () =>
        HttpResponse.json({ data: [{ slug: 'a' }, { slug: 'b' }], meta: {} }),
      ),
    );
    expect(await visitor.listBlogs('es', 3, 2)).toEqual({
      items: [{ slug: 'a' }, { slug: 'b' }],
      pagination: { page: 3, pageSize: 2, pageCount: 1, total: 2 },
    });
  });

  it('reads a CMS without a content type (404 everywhere) as nothing there, never a failure', async () => {
    everythingMissing();
    expect(await visitor.getPage('inicio', 'es')).toBeNull();
    expect(await visitor.getBlogBySlug('x', 'es')).toBeNull();
    expect(await visitor.listPages('es')).toEqual([]);
    expect(await visitor.getBanners('es')).toEqual([]);
    expect(await visitor.getTestimonials('es')).toEqual([]);
    expect(await visitor.listCategories('es')).toEqual([]);
    expect(await visitor.listBlogs('es', 2, 4)).toEqual({
      items: [],
      pagination: { page: 2, pageSize: 4, pageCount: 1, total: 0 },
    });
    expect(await visitor.getBlogByDocumentId('x', 'es')).toBeNull();
    expect(await visitor.getPageByDocumentId('x', 'es')).toBeNull();
    expect(await visitor.getSiteSetting('es')).toBeNull();
    expect(await visitor.getCalculatorSetting()).toBeNull();
    expect(await hasLocalization('page', 'inicio', 'en')).toBe(false);
    expect(await listRedirects()).toEqual([]);
    // One call for the redirects: a missing list has no next page.
    expect(calls.filter(({ path }) => path === '/api/redirects')).toHaveLength(1);
  });

  it('names the content type that failed', async () => {
    server.use(
      http.get(`${CMS_URL}/api/calculator-setting`, () => new HttpResponse(null, { status: 500 })),
      http.get(`${CMS_URL}/api/categories`, () => new HttpResponse(null, { status: 500 })),
    );
    await expect(visitor.getCalculatorSetting()).rejects.toThrow(
      'CMS answered HTTP 500 for calculator-setting',
    );
    await expect(visitor.listCategories('en')).rejects.toThrow(
      'CMS answered HTTP 500 for category (en)',
    );
  });

  it('names an answer that is not JSON', async () => {
    server.use(http.get(`${CMS_URL}/api/banners`, () => HttpResponse.text('<html>proxy</html>')));
    const error = await visitor.getBanners('es').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(CmsError);
    expect(error).toMatchObject({ contentType: 'banner', status: 200 });
    expect((error as Error).message).toContain('answer is not JSON');
  });
});

describe('a preview’s reads', () => {
  it('ask for the version previewed with the preview token, for the types that have drafts', async () => {
    const published = buildPage({ slug: 'inicio', title: 'Publicada' });
    cms.pages.es = [published];
    cms.drafts.pages = { es: [{ ...published, title: 'Borrador' }], en: [] };
    expect((await draftReader.getPage('inicio', 'es'))?.title).toBe('Borrador');
    await draftReader.getBanners('es');
    await draftReader.getTestimonials('es');
    await draftReader.listBlogs('es');
    await draftReader.getSiteSetting('es');
    await draftReader.getCalculatorSetting();
    await draftReader.listPages('es');
    await draftReader.getPageByDocumentId(published.documentId, 'es');
    await draftReader.getBlogByDocumentId('x', 'es');
    const statuses = calls.map(({ path, query }) => [path, query.status ?? null]);
    expect(statuses).toEqual([
      ['/api/pages', 'draft'],
      ['/api/banners', 'draft'],
      ['/api/testimonials', 'draft'],
      ['/api/blogs', 'draft'],
      // Settings have one version only.
      ['/api/site-setting', null],
      ['/api/calculator-setting', null],
      ['/api/pages', 'draft'],
      [`/api/pages/${published.documentId}`, 'draft'],
      ['/api/blogs/x', 'draft'],
    ]);
    for (const call of calls) {
      expect(call.headers.get('authorization')).toBe(`Bearer ${PREVIEW_TOKEN}`);
    }
    const publishedReader = cmsReader({ status: 'published', token: PREVIEW_TOKEN });
    expect((await publishedReader.getPage('inicio', 'es'))?.title).toBe('Publicada');
    expect(calls.at(-1)?.query.status).toBe('published');
  });

  it('never come from the answer cache: each read asks the CMS', async () => {
    process.env.CMS_CACHE_TTL_MS = '60000';
    resetEnvForTests();
    try {
      await draftReader.getPage('inicio', 'es');
      await draftReader.getPage('inicio', 'es');
      await visitor.getPage('inicio', 'es');
      await visitor.getPage('inicio', 'es');
      expect(calls).toHaveLength(3);
    } finally {
      delete process.env.CMS_CACHE_TTL_MS;
      process.env.CMS_CACHE_TTL_MS = '0';
      resetEnvForTests();
    }
  });
});

describe('hasLocalization', () => {
  it('asks lightly for one published entry with the slug in the language', async () => {
    cms.blogs.en = [buildBlog({ slug: 'guide', locale: 'en' })];
    expect(await hasLocalization('blog', 'guide', 'en')).toBe(true);
    expect(await hasLocalization('page', 'guide', 'en')).toBe(false);
    expect(calls.map(({ path, query }) => [path, query])).toEqual([
      [
        '/api/blogs',
        {
          'filters[slug][$eq]': 'guide',
          locale: 'en',
          'fields[0]': 'slug',
          'pagination[pageSize]': '1',
        },
      ],
      [
        '/api/pages',
        {
          'filters[slug][$eq]': 'guide',
          locale: 'en',
          'fields[0]': 'slug',
          'pagination[pageSize]': '1',
        },
      ],
    ]);
  });
});

describe('listRedirects', () => {
  const redirect = (at: number) => ({
    from: `/viejo-${at}`,
    to: '/nuevo',
    statusCode: 301 as const,
  });

  it('reads every page of redirects, asking only for their three fields', async () => {
    cms.redirects = Array.from({ length: 450 }, (_, at) => redirect(at));
    const all = await listRedirects();
    expect(all).toHaveLength(450);
    expect(all[449]).toEqual(redirect(449));
    expect(calls.map(({ query }) => query)).toEqual(
      [1, 2, 3].map((page) => ({
        'fields[0]': 'from',
        'fields[1]': 'to',
        'fields[2]': 'statusCode',
        'pagination[page]': String(page),
        'pagination[pageSize]': '200',
      })),
    );
  });

  it('stops after 20 pages (4000 redirects); the rest are ignored', async () => {
    cms.redirects = Array.from({ length: 4100 }, (_, at) => redirect(at));
    expect(await listRedirects()).toHaveLength(4000);
    expect(calls).toHaveLength(20);
  });

  it('reads one page when the CMS gives no pagination', async () => {
    server.use(
      http.get(`${CMS_URL}/api/redirects`, () =>
        HttpResponse.json({ data: [redirect(1)], meta: {} }),
      ),
    );
    expect(await listRedirects()).toEqual([redirect(1)]);
    expect(calls).toHaveLength(1);
  });
});

describe('cmsRequest', () => {
  it('sends the web’s credential and the caller’s headers, with or without options', async () => {
    server.use(http.get(`${CMS_URL}/api/ping`, () => HttpResponse.json({ ok: true })));
    expect((await cmsRequest('ping', null, '/api/ping')).status).toBe(200);
    await cmsRequest('ping', 'es', '/api/ping', { headers: { 'x-extra': 'yes' } });
    expect(calls.map(({ headers }) => headers.get('authorization'))).toEqual([
      `Bearer ${DEVELOPMENT_API_TOKEN}`,
      `Bearer ${DEVELOPMENT_API_TOKEN}`,
    ]);
    expect(calls[1]?.headers.get('x-extra')).toBe('yes');
  });
});
