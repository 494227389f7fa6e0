import { type QueryFunction, type SkipToken, skipToken } from '@tanstack/react-query';
import type { CmsReader } from '~/lib/cms.server';

/**
 * What query functions read content from, passed to each query factory. Loaders pass their
 * request's reader (`createLoaderQueries`: published versions, or the version a preview shows);
 * tests may pass a fake. Components pass `null`: the browser never reads the CMS, its cache is
 * filled from the loaders' dehydrated state (decision 031).
 */
export type ContentSource = Pick<
  CmsReader,
  | 'getPage'
  | 'getBanners'
  | 'getTestimonials'
  | 'listBlogs'
  | 'getBlogBySlug'
  | 'getSiteSetting'
  | 'getCalculatorSetting'
>;

/**
 * A query function reading `source`, or `skipToken` without one: a query the browser finds
 * empty is one its loader failed to fetch, never something to fetch from there.
 */
export function readFrom<T>(
  source: ContentSource | null,
  read: (cms: ContentSource) => Promise<T>,
): QueryFunction<T> | SkipToken {
  return source ? () => read(source) : skipToken;
}
