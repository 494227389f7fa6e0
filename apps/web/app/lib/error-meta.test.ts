import { data } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorMeta } from './error-meta';

const NOINDEX = { name: 'robots', content: 'noindex, follow' };

/** The error a loader throws as `throw data(body, { status })`, as the error boundary gets it. */
function routeError(status: number, body: unknown) {
  try {
    throw data(body, { status });
  } catch (thrown) {
    const init = thrown as { data: unknown; init: ResponseInit | null };
    return {
      status: init.init?.status ?? 200,
      statusText: '',
      internal: false,
      data: init.data,
    };
  }
}

describe('errorMeta', () => {
  it("titles a missing page in the path's language and keeps it out of search results", () => {
    expect(errorMeta(routeError(404, null), '/no-existe')).toEqual([
      { title: 'Página no encontrada | Brilla Talent' },
      NOINDEX,
    ]);
    expect(errorMeta(routeError(404, { kind: 'page' }), '/en/missing')).toEqual([
      { title: 'Page not found | Brilla Talent' },
      NOINDEX,
    ]);
  });

  it('titles a missing blog post as such', () => {
    expect(errorMeta(routeError(404, { kind: 'blog' }), '/blog/nada')).toEqual([
      { title: 'Blog no encontrado | Brilla Talent' },
      NOINDEX,
    ]);
    expect(errorMeta(routeError(404, { kind: 'blog' }), '/en/blog/none')).toEqual([
      { title: 'Blog post not found | Brilla Talent' },
      NOINDEX,
    ]);
  });

  it('says the site is unavailable for any other error, a blog one included', () => {
    expect(errorMeta(new Error('CMS down'), '/')).toEqual([
      { title: 'El sitio no está disponible en este momento | Brilla Talent' },
      NOINDEX,
    ]);
    expect(errorMeta(routeError(503, { kind: 'blog' }), '/en/blog/x')).toEqual([
      { title: 'The site is unavailable right now | Brilla Talent' },
      NOINDEX,
    ]);
  });
});
