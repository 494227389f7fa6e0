import { afterEach, describe, expect, it, vi } from 'vitest';
import { CMS_CACHE_MAX_ENTRIES, cached, contentVersion, purgeCmsCache } from './cms-cache.server';

afterEach(() => purgeCmsCache());

/** A load the test finishes when it wants, to race it against a purge. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

const down = async (): Promise<string> => {
  throw new Error('CMS unreachable');
};

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

  it('reads the CMS again once the TTL has passed', async () => {
    await cached('k', 1, async () => 'first');
    await new Promise((done) => setTimeout(done, 20));
    expect(await cached('k', 1, async () => 'second')).toBe('second');
  });

  it('serves the stale copy when the CMS fails past the TTL, and asks the CMS again next time', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await cached('/api/pages?slug=inicio', 1, async () => 'last good');
    await new Promise((done) => setTimeout(done, 20));
    expect(await cached('/api/pages?slug=inicio', 1, down)).toBe('last good');
    // A failure leaves the stale copy in place for the next one.
    expect(await cached('/api/pages?slug=inicio', 1, down)).toBe('last good');
    expect(warn).toHaveBeenCalledWith(
      '[web] CMS failed, serving the last good answer for /api/pages?slug=inicio',
    );
    const back = vi.fn(async () => 'back up');
    expect(await cached('/api/pages?slug=inicio', 1, back)).toBe('back up');
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('with a TTL of 0 reads the CMS on every call and still serves the stale copy on failure', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const load = vi.fn(async () => 'answer');
    await cached('k', 0, load);
    await cached('k', 0, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cached('k', 0, down)).toBe('answer');
  });

  it("answers with the CMS's error when there is no copy to stand in", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(cached('k', 60_000, down)).rejects.toThrow('CMS unreachable');
    // No stale answer was served, so none is announced.
    expect(warn).not.toHaveBeenCalled();
    // Nothing was kept: the next request asks the CMS.
    expect(await cached('k', 60_000, async () => 'answer')).toBe('answer');
  });

  it('shares one failing call: every waiting request gets its error', async () => {
    const load = vi.fn(down);
    const results = await Promise.allSettled([cached('k', 0, load), cached('k', 0, load)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets stale copies on a purge: a failure after a publish is an error, not the old answer', async () => {
    await cached('k', 0, async () => 'before the publish');
    purgeCmsCache();
    await expect(cached('k', 0, down)).rejects.toThrow('CMS unreachable');
  });

  it('keeps a missing entry (null) like any answer', async () => {
    const load = vi.fn(async () => null);
    expect(await cached('k', 60_000, load)).toBeNull();
    expect(await cached('k', 60_000, load)).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps a bounded number of answers, dropping the least recently used', async () => {
    await cached('first', 60_000, async () => 'kept a while');
    for (let index = 0; index < CMS_CACHE_MAX_ENTRIES; index++) {
      await cached(`other-${index}`, 60_000, async () => index);
    }
    const again = vi.fn(async () => 'read again');
    expect(await cached('first', 60_000, again)).toBe('read again');
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('stamps a purge with its time, and two purges in one millisecond apart', () => {
    const later = Date.now() + 3_600_000;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    purgeCmsCache();
    expect(contentVersion()).toBe(later);
    purgeCmsCache();
    expect(contentVersion()).toBe(later + 1);
  });
});
