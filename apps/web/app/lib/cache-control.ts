/** Cache policy of documents and data answers (docs/design.md §10); errors are never kept long. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';
export const NO_STORE = 'no-store';

export function cacheControlFor(method: string, status: number): string {
  if (method !== 'GET' && method !== 'HEAD') return NO_STORE;
  if (status >= 200 && status < 300) return PAGE_CACHE_CONTROL;
  // A 404 may be cached briefly by a proxy; 5xx never.
  if (status === 404 || status === 410) return 'public, max-age=0, s-maxage=10';
  return NO_STORE;
}
