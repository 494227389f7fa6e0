import { loadFullStylesheet } from './full-stylesheet';
import { browserQueryClient } from './query-client';

/**
 * What every content loader adds to its data for this cache: the content version it was read at
 * (`contentStamp` in content.server.ts), and whether the answer is whole.
 */
export type ContentStamp = { contentVersion: number; complete: boolean };

type ClientLoaderArgs<T> = { request: Request; serverLoader: () => Promise<T> };

/** The newest content version an answer carried; 0 until the first client navigation. */
let seenVersion = 0;

/**
 * A route's data read through the browser's cache (react-query, keyed by the URL or `key`): fresh
 * data (`CONTENT_FRESH_MS`) is used as it is, anything else comes from the server loader. An
 * answer with a newer content version (a publish since) makes every kept answer stale; an answer
 * that is not `complete` (a part failed to load) is not kept, so "Reintentar" asks again.
 * The first page of a visit is not in the cache: its document data leaves out what the browser
 * keeps as the server's HTML (`lib/kept.tsx`).
 */
export async function cachedRouteData<T extends ContentStamp>(
  { request, serverLoader }: ClientLoaderArgs<T>,
  key?: string,
): Promise<T> {
  const client = browserQueryClient();
  const { pathname, search } = new URL(request.url);
  // Stryker disable next-line StringLiteral: this client holds route data only; the prefix only names it
  const queryKey = ['route', key ?? pathname + search];
  // The page shown next may use classes the first page's inlined CSS left out.
  const [data] = await Promise.all([
    client.fetchQuery({
      queryKey,
      queryFn: async () => {
        const answer = await serverLoader();
        if (answer.contentVersion > seenVersion) {
          // Stryker disable next-line ConditionalExpression,ObjectLiteral,StringLiteral: before the first answer nothing is kept, and no query has an observer (loaders use fetchQuery) to refetch
          if (seenVersion !== 0) await client.invalidateQueries({ refetchType: 'none' });
          seenVersion = answer.contentVersion;
        }
        return answer;
      },
    }),
    loadFullStylesheet(),
  ]);
  // Stryker disable next-line BooleanLiteral: no key extends another (each is the prefix and one URL)
  if (!data.complete) client.removeQueries({ queryKey, exact: true });
  return data;
}
