/**
 * In-process cache of CMS answers: fresh for `ttlMs`, and kept afterwards as a stale copy that
 * stands in when the CMS fails (a page seen once keeps rendering during an outage). Concurrent
 * identical requests share one call. A publish (webhook or Redis broadcast) clears it, and an
 * answer whose call began before that clear is handed to its callers but never kept: it may be
 * older than the publish.
 */
const MAX_ENTRIES = 1000;

type Entry = { value: unknown; storedAt: number };

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<unknown>>();
/** Bumped by every purge: calls started in an earlier generation are not remembered. */
let generation = 0;

function remember(key: string, value: unknown): void {
  entries.delete(key);
  entries.set(key, { value, storedAt: Date.now() });
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

export async function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const entry = entries.get(key);
  if (entry && Date.now() - entry.storedAt < ttlMs) return entry.value as T;
  const pending = inFlight.get(key);
  if (pending) return pending as Promise<T>;
  const startedIn = generation;
  const work = load()
    .then((value) => {
      if (startedIn === generation) remember(key, value);
      return value;
    })
    .catch((error: unknown) => {
      if (entry) {
        console.warn(`[web] CMS failed, serving the last good answer for ${key}`);
        return entry.value as T;
      }
      throw error;
    })
    .finally(() => {
      if (inFlight.get(key) === work) inFlight.delete(key);
    });
  inFlight.set(key, work);
  return work;
}

/** Forgets every answer (publish webhook, tests). */
export function purgeCmsCache(): void {
  generation += 1;
  entries.clear();
  // Later callers start a new call instead of joining one that may read the old version.
  inFlight.clear();
}
