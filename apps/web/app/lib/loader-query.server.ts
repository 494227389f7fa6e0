import { dehydrate, QueryClient } from '@tanstack/react-query';
import { attachContentSource } from '~/queries/source';
import * as cms from './cms.server';

/** A per-request client whose queries read the CMS; loaders prefetch into it and dehydrate it. */
export function createLoaderQueryClient(): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  return attachContentSource(client, cms);
}

export { dehydrate };
