import type { QueryClient } from '@tanstack/react-query';
import type * as Cms from '~/lib/cms.server';

/** What query functions read content from: the CMS module on the server, a fake in tests. */
export type ContentSource = Pick<
  typeof Cms,
  | 'getPage'
  | 'getBanners'
  | 'getTestimonials'
  | 'listBlogs'
  | 'getBlogBySlug'
  | 'getSiteSetting'
  | 'getCalculatorSetting'
>;

const sources = new WeakMap<QueryClient, ContentSource>();

/** Server loaders attach the CMS to their per-request client; browser clients get none. */
export function attachContentSource(client: QueryClient, source: ContentSource): QueryClient {
  sources.set(client, source);
  return client;
}

/**
 * The browser never calls the CMS: its cache is filled from the loaders' dehydrated state and
 * never goes stale. Reaching this without a source means a query was used that no loader
 * prefetched.
 */
export function contentSource(client: QueryClient): ContentSource {
  const source = sources.get(client);
  if (!source) {
    throw new Error('No content source: data must be prefetched by the route loader');
  }
  return source;
}
