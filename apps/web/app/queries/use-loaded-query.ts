import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';

/**
 * Data a loader prefetched into the page's dehydrated state. The browser never runs the query
 * function (it cannot reach the CMS): missing data means the loader's request failed, and the
 * component shows its error state with a retry that re-runs the loaders.
 */
export function useLoadedQuery<T, K extends QueryKey>(
  options: UseQueryOptions<T, Error, T, K>,
): T | undefined {
  return useQuery({ ...options, enabled: false }).data;
}
