import { QueryClient } from '@tanstack/react-query';

/**
 * How long the browser reuses a route's data without asking the server: back, forward and a
 * return to a page within this time need no request. A publish seen in any later answer makes
 * everything stale at once (`route-cache.ts`).
 */
const CONTENT_FRESH_MS = 60_000;

let client: QueryClient | undefined;

/** The browser's one cache of route data, made on first use (never on the server). */
export function browserQueryClient(): QueryClient {
  client ??= new QueryClient({
    defaultOptions: {
      queries: { staleTime: CONTENT_FRESH_MS, gcTime: 30 * 60_000, retry: false },
    },
  });
  return client;
}
