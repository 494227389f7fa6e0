// @vitest-environment node
import type { SiteRedirect } from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../../../test/console';
import { cms } from '../../../test/mocks/cms';
import { notFound } from './redirects.server';

/** What a loader throws for a missing `path` under these redirects: a Response or the 404 data. */
async function answerFor(path: string, redirects: SiteRedirect[] = cms.redirects) {
  cms.redirects = redirects;
  try {
    await notFound(new Request(`https://brilla.test${path}`), { kind: 'page' });
  } catch (thrown) {
    if (thrown instanceof Response) {
      return {
        status: thrown.status,
        location: thrown.headers.get('location'),
        cacheControl: thrown.headers.get('cache-control'),
      };
    }
    const { data, init } = thrown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status, data };
  }
  throw new Error('notFound returned');
}

const moved = (from: string, to: string, statusCode: 301 | 308 = 301): SiteRedirect => ({
  from,
  to,
  statusCode,
});

describe('notFound', () => {
  it('answers the 404 data when no redirect matches the path', async () => {
    expect(await answerFor('/nada', [moved('/otra', '/nosotros')])).toEqual({
      status: 404,
      data: { kind: 'page' },
    });
  });

  it("sends the visitor on with the redirect's status, never kept by the browser", async () => {
    expect(await answerFor('/viejo', [moved('/viejo', '/nosotros')])).toEqual({
      status: 301,
      location: '/nosotros',
      cacheControl: 'no-store',
    });
    expect(await answerFor('/en/old/', [moved('/en/old', '/en/nosotros', 308)])).toEqual({
      status: 308,
      location: '/en/nosotros',
      cacheControl: 'no-store',
    });
  });

  it("keeps the visitor's query on a site path that has none, never on another site's", async () => {
    const redirects = [
      moved('/a', '/nosotros'),
      moved('/b', '/nosotros?ref=cms'),
      moved('/c', 'https://tienda.example/x'),
      moved('/d', 'https://brilla.test/propia'),
    ];
    expect((await answerFor('/a?utm_source=ig', redirects)).location).toBe(
      '/nosotros?utm_source=ig',
    );
    expect((await answerFor('/b?utm_source=ig', redirects)).location).toBe('/nosotros?ref=cms');
    expect((await answerFor('/c?utm_source=ig', redirects)).location).toBe(
      'https://tienda.example/x',
    );
    expect((await answerFor('/d?utm_source=ig', redirects)).location).toBe('/propia?utm_source=ig');
    expect((await answerFor('/a', redirects)).location).toBe('/nosotros');
  });

  it('takes only http(s) addresses and site paths as targets', async () => {
    const redirects = [
      moved('/js', 'javascript:alert(1)'),
      moved('/ftp', 'ftp://files.example/x'),
      moved('/roto', 'no es una dirección'),
      moved('/http', 'http://tienda.example/x'),
      moved('/doble', '//evil.example/x'),
    ];
    for (const path of ['/js', '/ftp', '/roto']) {
      expect((await answerFor(path, redirects)).status, path).toBe(404);
    }
    expect((await answerFor('/http', redirects)).location).toBe('http://tienda.example/x');
    expect((await answerFor('/doble', redirects)).location).toBe('/evil.example/x');
  });

  it('answers the end of a chain at once, up to five steps', async () => {
    const chain = [
      moved('/1', '/2'),
      moved('/2', 'https://brilla.test/3?x=1'),
      moved('/3', '/4'),
      moved('/4', '/5'),
      moved('/5', '/fin'),
    ];
    expect(await answerFor('/1', chain)).toEqual({
      status: 301,
      location: '/fin',
      cacheControl: 'no-store',
    });
    // The first redirect's status is the answer's, whatever the later ones say.
    expect((await answerFor('/a', [moved('/a', '/b', 308), moved('/b', '/c')])).status).toBe(308);
    // A chain into a target that is no redirect target stops before it.
    expect((await answerFor('/a', [moved('/a', '/b'), moved('/b', 'javascript:x')])).location).toBe(
      '/b',
    );
    // An external target ends the chain, even if a path of its own has a redirect.
    expect(
      (await answerFor('/a', [moved('/a', 'https://x.example/b'), moved('/b', '/c')])).location,
    ).toBe('https://x.example/b');
  });

  it('answers 404 to a loop or a chain of more than five steps, and says so in the log', async () => {
    const errors = expectConsoleErrors();
    expect((await answerFor('/a', [moved('/a', '/b'), moved('/b', '/a')])).status).toBe(404);
    expect(errors.mock.calls.at(-1)?.[0]).toBe(
      '[web] the redirects from /a loop or chain past 5 steps (/a → /b → /a): answering 404; fix them in the CMS',
    );
    const long = ['/a', '/b', '/c', '/d', '/e', '/f', '/g'];
    const chain = long.slice(0, -1).map((from, i) => moved(from, long[i + 1] ?? '/'));
    expect((await answerFor('/a', chain)).status).toBe(404);
    expect(errors.mock.calls.at(-1)?.[0]).toMatch(/\(\/a → \/b → \/c → \/d → \/e → \/f\)/);
  });

  it('answers the 404 page, logged, when the CMS cannot list the redirects', async () => {
    const errors = expectConsoleErrors();
    cms.failing.add('/api/redirects');
    expect(await answerFor('/viejo', [moved('/viejo', '/nosotros')])).toEqual({
      status: 404,
      data: { kind: 'page' },
    });
    expect(errors.mock.calls.at(-1)?.[0]).toBe(
      '[web] CMS answered HTTP 500 for redirect (redirects, answering 404 for /viejo)',
    );
  });
});
