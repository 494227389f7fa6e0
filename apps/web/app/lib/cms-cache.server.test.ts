import { afterEach, describe, expect, it } from 'vitest';
import { cached, purgeCmsCache } from './cms-cache.server';

afterEach(() => purgeCmsCache());

/** A load the test finishes when it wants, to race it against a purge. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('CMS answer cache', () => {
  it('never keeps an answer whose call began before a purge: it may predate the publish', async () => {
    const before = deferred<string>();
    const first = cached('/api/blogs', 60_000, () => before.promise);
    purgeCmsCache();
    // A request after the publish does not join the old call: it reads again.
    const after = cached('/api/blogs', 60_000, async () => 'published title');
    before.resolve('old title');
    expect(await first).toBe('old title');
    expect(await after).toBe('published title');
    expect(await cached('/api/blogs', 60_000, async () => 'third read')).toBe('published title');
  });

  it('shares one call between concurrent requests and keeps its answer for the TTL', async () => {
    let calls = 0;
    const load = async () => {
      calls += 1;
      return 'answer';
    };
    await Promise.all([cached('k', 60_000, load), cached('k', 60_000, load)]);
    expect(await cached('k', 60_000, load)).toBe('answer');
    expect(calls).toBe(1);
  });
});
