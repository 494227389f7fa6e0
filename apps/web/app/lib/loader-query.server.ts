import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { AppLoadContext } from 'react-router';
import { previewRead } from '~/features/preview/preview.server';
import { type CmsReader, cmsReader } from './cms.server';

/**
 * What a loader reads content with: a per-request client to prefetch into and dehydrate, and the
 * reader to hand the query factories (`pageQuery(cms, lang, slug)`).
 */
export type LoaderQueries = { client: QueryClient; cms: CmsReader };

/**
 * Given the loader's context: visitors read published versions through the answer cache, a
 * preview reads its version (drafts) with the API token, never cached.
 */
export function createLoaderQueries(context: AppLoadContext): LoaderQueries {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return { client, cms: cmsReader(previewRead(context)) };
}

export { dehydrate };
