/** Longer search queries are cut here: no real question needs more. */
export const MAX_QUERY_LENGTH = 100;

/** The query a search URL asks (`?q=`), trimmed and cut to `MAX_QUERY_LENGTH`. */
export function searchQuery(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
}
