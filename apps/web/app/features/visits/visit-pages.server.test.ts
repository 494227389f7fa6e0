// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CmsError } from '~/lib/cms-error';
import { sitemapEntries } from '~/lib/sitemap-entries.server';
import { countedPage, forgetKnownPages } from './visit-pages.server';

vi.mock('~/lib/sitemap-entries.server', () => ({ sitemapEntries: vi.fn() }));
const listed = vi.mocked(sitemapEntries);
const pages = (...paths: string[]) => paths.map((path) => ({ path }) as never);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
  forgetKnownPages();
  listed.mockReset();
  listed.mockResolvedValue(pages('/inicio', '/blog', '/blogs/guia'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('countedPage', () => {
  it('names a page of the sitemap by its Spanish path and its language', async () => {
    expect(await countedPage('/blogs/guia')).toEqual({ path: '/blogs/guia', language: 'es' });
    expect(await countedPage('/en/blogs/guia/')).toEqual({ path: '/blogs/guia', language: 'en' });
    expect(await countedPage('/blog//')).toEqual({ path: '/blog', language: 'es' });
    expect(await countedPage('/en/home')).toEqual({ path: '/inicio', language: 'en' });
    expect(await countedPage('/home/')).toEqual({ path: '/inicio', language: 'es' });
  });

  it('counts no path the sitemap does not list', async () => {
    for (const path of ['/', '/en', '/nada', '/blogs/guia/x', '/inicio.data', 'inicio']) {
      expect(await countedPage(path), path).toBeNull();
    }
  });

  it('reads the list once a minute, and again for an unknown path once ten seconds have passed', async () => {
    await countedPage('/inicio');
    expect(listed).toHaveBeenCalledTimes(1);
    listed.mockResolvedValue(pages('/inicio', '/blog', '/blogs/guia', '/blogs/nuevo'));

    await vi.advanceTimersByTimeAsync(9_999);
    expect(await countedPage('/blogs/nuevo')).toBeNull();
    expect(listed).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(await countedPage('/blogs/nuevo')).toEqual({ path: '/blogs/nuevo', language: 'es' });
    expect(listed).toHaveBeenCalledTimes(2);

    // Known paths use the list for a minute from its reading.
    await vi.advanceTimersByTimeAsync(59_999);
    expect(await countedPage('/blog')).not.toBeNull();
    expect(listed).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await countedPage('/blog')).not.toBeNull();
    expect(listed).toHaveBeenCalledTimes(3);
  });

  it("answers 'unavailable' while the CMS cannot list the pages; any other failure is thrown", async () => {
    listed.mockRejectedValue(new CmsError('page', 'es', 503));
    expect(await countedPage('/inicio')).toBe('unavailable');
    listed.mockRejectedValue(new TypeError('a bug'));
    await expect(countedPage('/inicio')).rejects.toThrow('a bug');
  });
});
