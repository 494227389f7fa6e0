import { dehydrate, QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildPage } from '../../test/mocks/factories';
import { dehydratedData } from './dehydrated';
import { pageQuery } from './page';
import type { ContentSource } from './source';

/** A source whose page reads answer `inicio` and fail for anything else. */
const source = {
  getPage: async (slug: string) => {
    if (slug !== 'inicio') throw new Error('CMS unreachable');
    return buildPage({ slug, title: 'Inicio' });
  },
} as Pick<ContentSource, 'getPage'> as ContentSource;

describe('dehydrated query data', () => {
  it("finds what a loader fetched by the query's key, and nothing for a query that failed", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.prefetchQuery(pageQuery(source, 'es', 'inicio'));
    await client.prefetchQuery(pageQuery(source, 'es', 'nosotros'));
    const state = dehydrate(client);
    const found = dehydratedData(state, pageQuery(null, 'es', 'inicio').queryKey);
    expect(found?.page?.title).toBe('Inicio');
    expect(dehydratedData(state, pageQuery(null, 'en', 'inicio').queryKey)).toBeUndefined();
    expect(dehydratedData(state, pageQuery(null, 'es', 'nosotros').queryKey)).toBeUndefined();
  });

  it('gives the browser (no source) a query that never runs', () => {
    expect(pageQuery(null, 'es', 'inicio').queryFn).toBe(skipToken);
  });
});
