import {
  type DehydratedState,
  hashKey,
  type InferDataFromTag,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * A query's data in a loader's dehydrated state, found by the query's key: meta functions read
 * what the loader fetched there instead of a copy in the loader data. `undefined` when the query
 * failed (only successful queries are dehydrated).
 */
export function dehydratedData<TKey extends QueryKey>(
  state: DehydratedState | undefined,
  queryKey: TKey,
): InferDataFromTag<unknown, TKey> | undefined {
  const hash = hashKey(queryKey);
  const query = state?.queries.find((entry) => entry.queryHash === hash);
  return query?.state.data as InferDataFromTag<unknown, TKey> | undefined;
}
