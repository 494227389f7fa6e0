/**
 * In-process cache of CMS answers: fresh for `ttlMs`, and kept afterwards as a stale copy that
 * stands in when the CMS fails (a page seen once keeps rendering during an outage). Concurrent
 * identical requests share one call. A publish webhook clears it.
 */
const MAX_ENTRIES = 1000;

type Entry = { value: unknown; storedAt: number };

const entries = new Map<string, Entry>();
const inFlight = new Map<string, Promise<unknown>>();

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
  const work = load()
    .then((value) => {
      remember(key, value);
      return value;
    })
    .catch((error: unknown) => {
      if (entry) {
        console.warn(`[web] CMS failed, serving the last good answer for ${key}`);
        return entry.value as T;
      }
      throw error;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, work);
  return work;
}

/** Forgets every answer (publish webhook, tests). */
export function purgeCmsCache(): void {
  entries.clear();
}
