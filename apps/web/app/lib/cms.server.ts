import type { Language } from '@brilla/i18n';
import type {
  Banner,
  Blog,
  BlogSummary,
  CalculatorSetting,
  CollectionResponse,
  ContactSubmissionInput,
  Page,
  Pagination,
  SingleResponse,
  SiteSetting,
  StrapiErrorBody,
  Testimonial,
} from '@brilla/types';
import { cached } from './cms-cache.server';
import { CmsError } from './cms-error';
import { env } from './env.server';

export { CmsError };

type Query = Record<string, string | number>;

async function request(
  contentType: string,
  locale: Language | null,
  path: string,
  init?: RequestInit,
) {
  const { cmsUrl, cmsTimeoutMs } = env();
  try {
    return await fetch(`${cmsUrl}${path}`, {
      ...init,
      headers: { accept: 'application/json', ...init?.headers },
      signal: AbortSignal.timeout(cmsTimeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CmsError(contentType, locale, null, reason);
  }
}

/** GET a JSON answer; `null` for a 404 (missing single type or document), CmsError otherwise. */
async function getJson<T>(
  contentType: string,
  locale: Language | null,
  path: string,
  query: Query,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) search.set(key, String(value));
  const target = `${path}?${search}`;
  return cached(target, env().cmsCacheTtlMs, async () => {
    const response = await request(contentType, locale, target);
    if (response.status === 404) return null;
    if (!response.ok) throw new CmsError(contentType, locale, response.status);
    try {
      return (await response.json()) as T;
    } catch {
      throw new CmsError(contentType, locale, response.status, 'answer is not JSON');
    }
  });
}

export async function getPage(slug: string, locale: Language): Promise<Page | null> {
  const query = { 'filters[slug][$eq]': slug, locale };
  const body = await getJson<CollectionResponse<Page>>('page', locale, '/api/pages', query);
  return body?.data[0] ?? null;
}

export type PageSummary = Pick<Page, 'slug' | 'title' | 'framed' | 'updatedAt'>;

export async function listPages(locale: Language): Promise<PageSummary[]> {
  const query = {
    locale,
    'fields[0]': 'slug',
    'fields[1]': 'title',
    'fields[2]': 'framed',
    'fields[3]': 'updatedAt',
    'pagination[pageSize]': 200,
  };
  const body = await getJson<CollectionResponse<PageSummary>>('page', locale, '/api/pages', query);
  return body?.data ?? [];
}

export async function getBanners(locale: Language): Promise<Banner[]> {
  const query = { locale, sort: 'order:asc' };
  const body = await getJson<CollectionResponse<Banner>>('banner', locale, '/api/banners', query);
  return body?.data ?? [];
}

export async function getTestimonials(locale: Language): Promise<Testimonial[]> {
  const query = { locale, sort: 'order:asc' };
  const path = '/api/testimonials';
  const body = await getJson<CollectionResponse<Testimonial>>('testimonial', locale, path, query);
  return body?.data ?? [];
}

export type BlogPage = { items: BlogSummary[]; pagination: Pagination };

export async function listBlogs(locale: Language, page = 1, pageSize = 12): Promise<BlogPage> {
  const query = {
    locale,
    sort: 'publishedDate:desc',
    'pagination[page]': page,
    'pagination[pageSize]': pageSize,
  };
  const body = await getJson<CollectionResponse<BlogSummary>>('blog', locale, '/api/blogs', query);
  const items = body?.data ?? [];
  const pagination = body?.meta.pagination ?? { page, pageSize, pageCount: 1, total: items.length };
  return { items, pagination };
}

export async function getBlogBySlug(slug: string, locale: Language): Promise<Blog | null> {
  const query = { 'filters[slug][$eq]': slug, locale };
  const body = await getJson<CollectionResponse<Blog>>('blog', locale, '/api/blogs', query);
  return body?.data[0] ?? null;
}

export async function getBlogByDocumentId(id: string, locale: Language): Promise<Blog | null> {
  const path = `/api/blogs/${encodeURIComponent(id)}`;
  const body = await getJson<SingleResponse<Blog>>('blog', locale, path, { locale });
  return body?.data ?? null;
}

export async function getSiteSetting(locale: Language): Promise<SiteSetting | null> {
  const path = '/api/site-setting';
  const body = await getJson<SingleResponse<SiteSetting>>('site-setting', locale, path, { locale });
  return body?.data ?? null;
}

export async function getCalculatorSetting(): Promise<CalculatorSetting | null> {
  const path = '/api/calculator-setting';
  const body = await getJson<SingleResponse<CalculatorSetting>>(
    'calculator-setting',
    null,
    path,
    {},
  );
  return body?.data ?? null;
}

export type ContactResult =
  | { kind: 'stored' }
  | { kind: 'invalid'; errors: Array<{ field: string; message: string }> }
  | { kind: 'rate-limited'; retryAfter: string | null };

/** Forwards a validated message; CmsError for anything but stored, invalid or rate-limited. */
export async function postContactSubmission(
  data: ContactSubmissionInput,
  clientIp: string | null,
): Promise<ContactResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (clientIp) headers['x-forwarded-for'] = clientIp;
  const response = await request('contact-submission', data.language, '/api/contact-submissions', {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  if (response.ok) return { kind: 'stored' };
  if (response.status === 429) {
    return { kind: 'rate-limited', retryAfter: response.headers.get('retry-after') };
  }
  if (response.status === 400) {
    const body = (await response.json().catch(() => null)) as StrapiErrorBody | null;
    const errors = (body?.error?.details?.errors ?? []).map((issue) => ({
      field: issue.path[0] ?? '',
      message: issue.message,
    }));
    if (errors.length > 0) return { kind: 'invalid', errors };
  }
  throw new CmsError('contact-submission', data.language, response.status);
}
