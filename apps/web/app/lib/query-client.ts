import { QueryClient } from '@tanstack/react-query';

/**
 * Browser cache: filled from loaders' dehydrated state, never refetched by the browser (it cannot
 * reach the CMS); loaders bring fresh data on each navigation.
 */
export function createBrowserQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, gcTime: 30 * 60_000, retry: false },
    },
  });
}
