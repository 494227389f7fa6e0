import type { Language } from '@brilla/i18n';
import type {
  Banner,
  Blog,
  BlogSummary,
  CalculatorSetting,
  Category,
  CollectionResponse,
  Page,
  Pagination,
  SingleResponse,
  SiteRedirect,
  SiteSetting,
  Testimonial,
} from '@brilla/types';
import { cached } from './cms-cache.server';
import { CmsError } from './cms-error';
import { env } from './env.server';
import { compactAnswer } from './media';
import type { PreviewStatus } from './preview-status';
import { requestIdHeader } from './request-context.server';

export { CmsError };

type Query = Record<string, string | number>;

/**
 * One call to the CMS with the web's credential and the visitor's request id; a CmsError naming
 * the content type and locale when the CMS cannot be reached. Features that write (the contact
 * form) build on it; reads go through the functions below.
 */
export async function cmsRequest(
  contentType: string,
  locale: Language | null,
  path: string,
  init?: RequestInit,
) {
  const { cmsUrl, cmsTimeoutMs, cmsApiToken } = env();
  try {
    return await fetch(`${cmsUrl}${path}`, {
      ...init,
      // The web's credential (a preview's read passes its own), and the visitor's request id,
      // which travels with every call made for it (the CMS logs it too).
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${cmsApiToken}`,
        ...requestIdHeader(),
        ...init?.headers,
      },
      signal: AbortSignal.timeout(cmsTimeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CmsError(contentType, locale, null, reason);
  }
}

/**
 * How content is read: `null` for visitors (published versions, through the answer cache), or a
 * preview's version read with the CMS_PREVIEW_TOKEN API token, never cached (a draft must not
 * reach a visitor, and an editor must see each save). The token stays on the server.
 */
export type CmsRead = { status: PreviewStatus; token: string } | null;

/** Types with drafts; the others (site and calculator settings) have one version only. */
const VERSIONED = new Set(['page', 'banner', 'testimonial', 'blog', 'category']);

/** GET a JSON answer; `null` for a 404 (missing single type or document), CmsError otherwise. */
async function getJson<T>(
  read: CmsRead,
  contentType: string,
  locale: Language | null,
  path: string,
  query: Query,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  if (read && VERSIONED.has(contentType)) search.set('status', read.status);
  const target = `${path}?${search}`;
  const load = async () => {
    const headers = read ? { authorization: `Bearer ${read.token}` } : undefined;
    const response = await cmsRequest(contentType, locale, target, { headers });
    if (response.status === 404) return null;
    if (!response.ok) throw new CmsError(contentType, locale, response.status);
    let body: T;
    try {
      body = (await response.json()) as T;
    } catch {
      throw new CmsError(contentType, locale, response.status, 'answer is not JSON');
    }
    return compactAnswer(body);
  };
  return read ? load() : cached(target, env().cmsCacheTtlMs, load);
}

/**
 * Whether a published page or post exists in `locale`, read lightly (one field of one entry).
 * A Spanish page whose English version is missing must not advertise one.
 */
export async function hasLocalization(
  contentType: 'page' | 'blog',
  slug: string,
  locale: Language,
): Promise<boolean> {
  const query = {
    'filters[slug][$eq]': slug,
    locale,
    'fields[0]': 'slug',
    'pagination[pageSize]': 1,
  };
  const path = `/api/${contentType}s`;
  // The published versions: a draft translation is not an English version yet.
  const body = await getJson<CollectionResponse<{ slug: string }>>(
    null,
    contentType,
    locale,
    path,
    query,
  );
  return (body?.data.length ?? 0) > 0;
}

export type PageSummary = Pick<Page, 'slug' | 'title' | 'framed' | 'updatedAt'>;
export type BlogPage = { items: BlogSummary[]; pagination: Pagination };

/** The one page or post at `slug` in `locale`, or null. */
async function bySlug<T>(
  read: CmsRead,
  contentType: 'page' | 'blog',
  slug: string,
  locale: Language,
): Promise<T | null> {
  const query = { 'filters[slug][$eq]': slug, locale };
  const path = `/api/${contentType}s`;
  const body = await getJson<CollectionResponse<T>>(read, contentType, locale, path, query);
  return body?.data[0] ?? null;
}

/** The content reads, for visitors (`read` null) or for a preview. */
export function cmsReader(read: CmsRead) {
  const categories = async (locale: Language, query: Query): Promise<Category[]> => {
    const path = '/api/categories';
    const body = await getJson<CollectionResponse<Category>>(read, 'category', locale, path, {
      ...query,
      locale,
    });
    return body?.data ?? [];
  };
  return {
    getPage(slug: string, locale: Language): Promise<Page | null> {
      return bySlug<Page>(read, 'page', slug, locale);
    },

    async listPages(locale: Language): Promise<PageSummary[]> {
      const query = {
        locale,
        'fields[0]': 'slug',
        'fields[1]': 'title',
        'fields[2]': 'framed',
        'fields[3]': 'updatedAt',
        'pagination[pageSize]': 200,
      };
      const path = '/api/pages';
      const body = await getJson<CollectionResponse<PageSummary>>(
        read,
        'page',
        locale,
        path,
        query,
      );
      return body?.data ?? [];
    },

    async getBanners(locale: Language): Promise<Banner[]> {
      const query = { locale, sort: 'order:asc' };
      const path = '/api/banners';
      const body = await getJson<CollectionResponse<Banner>>(read, 'banner', locale, path, query);
      return body?.data ?? [];
    },

    async getTestimonials(locale: Language): Promise<Testimonial[]> {
      const query = { locale, sort: 'order:asc' };
      const path = '/api/testimonials';
      const body = await getJson<CollectionResponse<Testimonial>>(
        read,
        'testimonial',
        locale,
        path,
        query,
      );
      return body?.data ?? [];
    },

    /** One page of the posts, newest first; with `category`, only that category's (its slug). */
    async listBlogs(
      locale: Language,
      page = 1,
      pageSize = 12,
      category?: string,
    ): Promise<BlogPage> {
      const query = {
        ...(category === undefined ? {} : { 'filters[category][slug][$eq]': category }),
        locale,
        sort: 'publishedDate:desc',
        'pagination[page]': page,
        'pagination[pageSize]': pageSize,
      };
      const path = '/api/blogs';
      const body = await getJson<CollectionResponse<BlogSummary>>(
        read,
        'blog',
        locale,
        path,
        query,
      );
      const items = body?.data ?? [];
      const pagination = body?.meta.pagination ?? {
        page,
        pageSize,
        pageCount: 1,
        total: items.length,
      };
      return { items, pagination };
    },

    /** Every published blog category in `locale` (a site has a handful), by name. */
    listCategories(locale: Language): Promise<Category[]> {
      return categories(locale, { sort: 'name:asc', 'pagination[pageSize]': 100 });
    },

    async getCategoryBySlug(slug: string, locale: Language): Promise<Category | null> {
      return (await categories(locale, { 'filters[slug][$eq]': slug }))[0] ?? null;
    },

    getBlogBySlug(slug: string, locale: Language): Promise<Blog | null> {
      return bySlug<Blog>(read, 'blog', slug, locale);
    },

    async getBlogByDocumentId(id: string, locale: Language): Promise<Blog | null> {
      const path = `/api/blogs/${encodeURIComponent(id)}`;
      const body = await getJson<SingleResponse<Blog>>(read, 'blog', locale, path, { locale });
      return body?.data ?? null;
    },

    async getPageByDocumentId(id: string, locale: Language): Promise<Page | null> {
      const path = `/api/pages/${encodeURIComponent(id)}`;
      const body = await getJson<SingleResponse<Page>>(read, 'page', locale, path, { locale });
      return body?.data ?? null;
    },

    async getSiteSetting(locale: Language): Promise<SiteSetting | null> {
      const path = '/api/site-setting';
      const body = await getJson<SingleResponse<SiteSetting>>(read, 'site-setting', locale, path, {
        locale,
      });
      return body?.data ?? null;
    },

    async getCalculatorSetting(): Promise<CalculatorSetting | null> {
      const path = '/api/calculator-setting';
      const body = await getJson<SingleResponse<CalculatorSetting>>(
        read,
        'calculator-setting',
        null,
        path,
        {},
      );
      return body?.data ?? null;
    },
  };
}

export type CmsReader = ReturnType<typeof cmsReader>;

const REDIRECT_PAGE_SIZE = 200;
/** 20 pages of 200: far more redirects than a marketing site collects; the rest are ignored. */
const REDIRECT_PAGES = 20;

/**
 * Every redirect staff set, read page by page and kept in the answer cache like content (a
 * change in the CMS purges it with the pages). Redirects have no drafts: previews read the same.
 */
export async function listRedirects(): Promise<SiteRedirect[]> {
  const all: SiteRedirect[] = [];
  for (let page = 1; page <= REDIRECT_PAGES; page++) {
    const query = {
      'fields[0]': 'from',
      'fields[1]': 'to',
      'fields[2]': 'statusCode',
      'pagination[page]': page,
      'pagination[pageSize]': REDIRECT_PAGE_SIZE,
    };
    const body = await getJson<CollectionResponse<SiteRedirect>>(
      null,
      'redirect',
      null,
      '/api/redirects',
      query,
    );
    all.push(...(body?.data ?? []));
    if (!body || page >= (body.meta.pagination?.pageCount ?? 1)) break;
  }
  return all;
}

/** What visitors see: published versions. */
export const { getPage, listPages, listBlogs, listCategories, getSiteSetting } = cmsReader(null);
