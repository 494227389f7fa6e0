import { LRUCache } from 'lru-cache';

/** The most answers kept; the least recently used go first. */
export const CMS_CACHE_MAX_ENTRIES = 1000;

/** One CMS answer, boxed: the cache keeps objects only, and a missing entry reads `null`. */
type Answer = { value: unknown };
type Load = () => Promise<unknown>;

/**
 * In-process cache of CMS answers (lru-cache's `fetch`): fresh for `ttlMs`, and kept afterwards
 * as a stale copy that stands in when the CMS fails (a page seen once keeps rendering during an
 * outage). Concurrent identical requests share one call. A publish (webhook or Redis broadcast)
 * clears it, and an answer whose call began before that clear is handed to its callers but never
 * kept: it may be older than the publish.
 */
const answers = new LRUCache<string, Answer, Load>({
  max: CMS_CACHE_MAX_ENTRIES,
  // Past its TTL an answer is not served while a new one is read: callers wait for the CMS. The
  // page cache already serves stale pages while one renders (decision 036); a render that read
  // stale answers would make a page older than the TTL.
  allowStale: false,
  // A failed call leaves the stale copy in place, so the next request tries the CMS again.
  noDeleteOnFetchRejection: true,
  // `clear()` aborts the calls in flight; ignoring the abort lets them finish for their callers.
  // Their answer is still not kept: its place in the cache went with the clear.
  ignoreFetchAbort: true,
  fetchMethod: async (key, stale, { options, context: load }) => {
    // The stale copy stands in for a failed call; with none, callers get the CMS's error
    // (allowStaleOnFetchRejection alone would turn it into `undefined`).
    options.allowStaleOnFetchRejection = stale !== undefined;
    try {
      return { value: await load() };
    } catch (error) {
      if (stale) console.warn(`[web] CMS failed, serving the last good answer for ${key}`);
      throw error;
    }
  },
});

/**
 * `load()`'s answer for `key`, kept for `ttlMs`. `ttlMs` 0 reads the CMS on every call (tests,
 * `CMS_CACHE_TTL_MS=0`), still sharing concurrent calls and serving the stale copy on failure.
 */
export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  // lru-cache reads a TTL of 0 as "never expires", hence the 1 ms floor with a forced refresh.
  const answer = await answers.forceFetch(key, {
    context: load,
    ttl: Math.max(ttlMs, 1),
    forceRefresh: ttlMs <= 0,
  });
  return answer.value as T;
}

/** When this process last learned that content changed (its start, at first). */
let changedAt = Date.now();

/**
 * The content version loaders stamp their data with: the time of the last purge this process
 * saw. The browser's cache drops everything it holds when a newer one arrives (a publish); two
 * replicas a few milliseconds apart cost it one more request each, never an old page.
 */
export function contentVersion(): number {
  return changedAt;
}

/** Forgets every answer (publish webhook, Redis broadcast, tests). */
export function purgeCmsCache(): void {
  // Later callers start a new call instead of joining one that may read the old version.
  answers.clear();
  changedAt = Math.max(Date.now(), changedAt + 1);
}
