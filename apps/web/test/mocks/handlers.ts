import { isLanguage, type Language } from '@brilla/i18n';
import { DEVELOPMENT_API_TOKEN } from '@brilla/signed';
import {
  type ContactReply,
  type ContactSubmission,
  contactReplyToHttp,
  visitBatchSchema,
} from '@brilla/validation';
import { HttpResponse, http } from 'msw';
import { CMS_URL, cms, PREVIEW_TOKEN } from './cms';

const api = (path: string) => `${CMS_URL}/api${path}`;

function locale(url: URL): Language {
  const value = url.searchParams.get('locale');
  return isLanguage(value) ? value : cms.defaultLocale;
}

/** The web's credential (CMS_API_TOKEN; development's value in tests) or the preview token. */
const KNOWN_TOKENS = new Set([`Bearer ${DEVELOPMENT_API_TOKEN}`, `Bearer ${PREVIEW_TOKEN}`]);

/**
 * Like the real CMS, which answers its content API and contact route to the web's token only: a
 * call without one is a 403, so every test reading through the mock shows the web sends it.
 */
function forbidden(request: Request) {
  if (KNOWN_TOKENS.has(request.headers.get('authorization') ?? '')) return null;
  const error = { status: 403, name: 'ForbiddenError', message: 'Forbidden' };
  return HttpResponse.json({ data: null, error }, { status: 403 });
}

function failure(request: Request, url: URL) {
  if (cms.down) return HttpResponse.error();
  const refused = forbidden(request);
  if (refused) return refused;
  if (cms.failing.has(url.pathname)) {
    return HttpResponse.json(
      { data: null, error: { status: 500, name: 'InternalServerError', message: 'boom' } },
      { status: 500 },
    );
  }
  return null;
}

function paginate<T>(items: T[], url: URL) {
  const page = Number(url.searchParams.get('pagination[page]') ?? '1');
  const pageSize = Number(url.searchParams.get('pagination[pageSize]') ?? '25');
  const data = items.slice((page - 1) * pageSize, page * pageSize);
  return {
    data,
    meta: {
      pagination: {
        page,
        pageSize,
        pageCount: Math.max(1, Math.ceil(items.length / pageSize)),
        total: items.length,
      },
    },
  };
}

const notFound = () =>
  HttpResponse.json(
    { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found' } },
    { status: 404 },
  );

/**
 * The pages and posts a read gets: the drafts with `status=draft` and the preview token, the
 * published ones otherwise. A `status` without the token is a 401 (the real CMS would strip it;
 * here it shows a preview read that forgot the token).
 */
function versionOf(request: Request, url: URL) {
  const status = url.searchParams.get('status');
  if (status === null) return { refused: null, pages: cms.pages, blogs: cms.blogs };
  if (request.headers.get('authorization') !== `Bearer ${PREVIEW_TOKEN}`) {
    const error = {
      status: 401,
      name: 'UnauthorizedError',
      message: 'Missing or invalid credentials',
    };
    return {
      refused: HttpResponse.json({ data: null, error }, { status: 401 }),
      pages: cms.pages,
      blogs: cms.blogs,
    };
  }
  const draft = status === 'draft';
  return {
    refused: null,
    pages: (draft ? cms.drafts.pages : null) ?? cms.pages,
    blogs: (draft ? cms.drafts.blogs : null) ?? cms.blogs,
  };
}

/** The Strapi REST calls of docs/contracts.md, answered from `cms`. */
export const handlers = [
  http.get(api('/pages'), ({ request }) => {
    const url = new URL(request.url);
    const down = failure(request, url);
    if (down) return down;
    const version = versionOf(request, url);
    if (version.refused) return version.refused;
    const slug = url.searchParams.get('filters[slug][$eq]');
    const pages = version.pages[locale(url)];
    if (slug !== null)
      return HttpResponse.json(
        paginate(
          pages.filter((page) => page.slug === slug),
          url,
        ),
      );
    return HttpResponse.json(
      paginate(
        pages.map(({ slug: s, title, framed, updatedAt }) => ({
          slug: s,
          title,
          framed,
          updatedAt,
        })),
        url,
      ),
    );
  }),
  http.get(api('/redirects'), ({ request }) => {
    const url = new URL(request.url);
    return failure(request, url) ?? HttpResponse.json(paginate(cms.redirects, url));
  }),
  http.get(api('/banners'), ({ request }) => {
    const url = new URL(request.url);
    return failure(request, url) ?? HttpResponse.json(paginate(cms.banners[locale(url)], url));
  }),
  http.get(api('/testimonials'), ({ request }) => {
    const url = new URL(request.url);
    return failure(request, url) ?? HttpResponse.json(paginate(cms.testimonials[locale(url)], url));
  }),
  http.get(api('/blogs'), ({ request }) => {
    const url = new URL(request.url);
    const down = failure(request, url);
    if (down) return down;
    const version = versionOf(request, url);
    if (version.refused) return version.refused;
    const slug = url.searchParams.get('filters[slug][$eq]');
    const category = url.searchParams.get('filters[category][slug][$eq]');
    const blogs = [...version.blogs[locale(url)]]
      .filter((blog) => category === null || blog.category?.slug === category)
      .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
    if (slug !== null)
      return HttpResponse.json(
        paginate(
          blogs.filter((blog) => blog.slug === slug),
          url,
        ),
      );
    return HttpResponse.json(
      paginate(
        blogs.map(({ content: _content, seo: _seo, ...summary }) => summary),
        url,
      ),
    );
  }),
  http.get(api('/categories'), ({ request }) => {
    const url = new URL(request.url);
    const down = failure(request, url);
    if (down) return down;
    const slug = url.searchParams.get('filters[slug][$eq]');
    const categories = [...cms.categories[locale(url)]]
      .filter((category) => slug === null || category.slug === slug)
      .sort((a, b) => a.name.localeCompare(b.name));
    return HttpResponse.json(paginate(categories, url));
  }),
  http.get(api('/blogs/:documentId'), ({ request, params }) => {
    const url = new URL(request.url);
    const down = failure(request, url);
    if (down) return down;
    const version = versionOf(request, url);
    if (version.refused) return version.refused;
    const blog = version.blogs[locale(url)].find((item) => item.documentId === params.documentId);
    return blog ? HttpResponse.json({ data: blog, meta: {} }) : notFound();
  }),
  http.get(api('/pages/:documentId'), ({ request, params }) => {
    const url = new URL(request.url);
    const down = failure(request, url);
    if (down) return down;
    const version = versionOf(request, url);
    if (version.refused) return version.refused;
    const page = version.pages[locale(url)].find((item) => item.documentId === params.documentId);
    return page ? HttpResponse.json({ data: page, meta: {} }) : notFound();
  }),
  http.get(api('/site-setting'), ({ request }) => {
    const url = new URL(request.url);
    const down = failure(request, url);
    if (down) return down;
    const setting = cms.siteSetting[locale(url)];
    return setting ? HttpResponse.json({ data: setting, meta: {} }) : notFound();
  }),
  http.get(api('/calculator-setting'), ({ request }) => {
    const url = new URL(request.url);
    const down = failure(request, url);
    if (down) return down;
    return cms.calculatorSetting
      ? HttpResponse.json({ data: cms.calculatorSetting, meta: {} })
      : notFound();
  }),
  http.post(api('/contact-submissions'), async ({ request }) => {
    if (cms.contactReply === 'down' || cms.down) return HttpResponse.error();
    if (cms.contactReply === 'failing') return HttpResponse.json({}, { status: 500 });
    const refused = forbidden(request);
    if (refused) return refused;
    // Strapi reads a body as JSON only when it says it is JSON; any other is no submission.
    if (!request.headers.get('content-type')?.startsWith('application/json')) {
      return HttpResponse.json(
        { error: { status: 400, message: 'Missing "data"' } },
        { status: 400 },
      );
    }
    const body = (await request.json()) as { data: ContactSubmission };
    // The CMS's answers as the shared contract writes them (@brilla/validation).
    const answer = (reply: ContactReply) => {
      const { status, headers, body } = contactReplyToHttp(reply);
      return HttpResponse.json(body as object, { status, headers });
    };
    if (cms.contactReply === 'invalid') {
      const message = 'Por favor ingresa un email válido';
      return answer({ kind: 'invalid', message, errors: [{ path: ['email'], message }] });
    }
    // The CMS's own spam checks drop a message quietly: created, but nothing stored.
    if (cms.contactReply === 'ignored') return answer({ kind: 'ignored' });
    if (cms.contactReply === 'rate-limited') {
      return answer({ kind: 'rate-limited', message: 'Too many', retryAfterSeconds: 60 });
    }
    cms.submissions.push({ data: body.data, forwardedFor: request.headers.get('x-forwarded-for') });
    return answer({ kind: 'stored', documentId: 'submission1' });
  }),
  // The visit counts' route: 204 for a batch the shared schema takes, 400 otherwise (a body
  // not labelled JSON too: Strapi leaves it unparsed).
  http.post(api('/site-visits'), async ({ request }) => {
    const problem = failure(request, new URL(request.url));
    if (problem) return problem;
    try {
      if (request.headers.get('content-type') !== 'application/json') throw new Error('not JSON');
      const { data } = (await request.json()) as { data: unknown };
      cms.visitBatches.push(await visitBatchSchema.validate(data));
    } catch {
      return HttpResponse.json({ error: { status: 400, message: 'Not a batch' } }, { status: 400 });
    }
    return new HttpResponse(null, { status: 204 });
  }),
];
