import { describe, expect, it } from 'vitest';
import { cacheControlFor, NO_STORE, PAGE_CACHE_CONTROL } from './cache-control';

describe('cacheControlFor', () => {
  it('lets a proxy keep a page a minute and serve it stale ten more while it refreshes', () => {
    expect(PAGE_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    for (const status of [200, 204, 299]) {
      expect(cacheControlFor('GET', status), String(status)).toBe(PAGE_CACHE_CONTROL);
    }
    expect(cacheControlFor('HEAD', 200)).toBe(PAGE_CACHE_CONTROL);
  });

  it('never keeps the answer to a post, a put or a delete, whatever its status', () => {
    expect(NO_STORE).toBe('no-store');
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(cacheControlFor(method, 200), method).toBe('no-store');
      expect(cacheControlFor(method, 404), method).toBe('no-store');
    }
  });

  it('keeps a missing page ten seconds and never a redirect or an error', () => {
    expect(cacheControlFor('GET', 404)).toBe('public, max-age=0, s-maxage=10');
    expect(cacheControlFor('HEAD', 410)).toBe('public, max-age=0, s-maxage=10');
    for (const status of [199, 300, 301, 400, 403, 429, 500, 503]) {
      expect(cacheControlFor('GET', status), String(status)).toBe('no-store');
    }
  });
});
