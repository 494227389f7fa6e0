import { dehydrate, QueryClient } from '@tanstack/react-query';
import { previewRead } from '~/features/preview/preview.server';
import { attachContentSource } from '~/queries/source';
import * as cms from './cms.server';

/**
 * A per-request client whose queries read the CMS; loaders prefetch into it and dehydrate it.
 * Given the loader's context, a preview reads its version (drafts) instead.
 */
export function createLoaderQueryClient(context: unknown): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const read = previewRead(context);
  return attachContentSource(client, read ? cms.cmsReader(read) : cms);
}

export { dehydrate };
