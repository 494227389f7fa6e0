// @vitest-environment node
import type { Block } from '@brilla/types';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { cmsReader } from '~/lib/cms.server';
import {
  buildBlogListBlock,
  buildCalculatorBlock,
  buildContactBlock,
  buildHero,
  buildTestimonialsBlock,
} from '../../test/mocks/factories';
import { prefetchBlockData } from './prefetch.server';

async function prefetchedKeys(blocks: Block[], lang: 'es' | 'en' = 'es') {
  const client = new QueryClient();
  const prefetch = vi.spyOn(client, 'prefetchQuery').mockResolvedValue();
  await prefetchBlockData({ client, cms: cmsReader(null) }, blocks, lang);
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

describe('prefetchBlockData', () => {
  it("prefetches each block's own data in the page language", async () => {
    const keys = await prefetchedKeys(
      [
        buildHero({ showBanners: true }),
        buildTestimonialsBlock(),
        buildCalculatorBlock(),
        buildBlogListBlock({ limit: 6 }),
      ],
      'en',
    );
    expect(keys).toEqual([
      ['banners', 'en'],
      ['testimonials', 'en'],
      ['calculator-setting'],
      ['blogs', 'en', 1, 6],
    ]);
  });

  it('loads nothing for a hero without banners, a contact form or an unknown block', async () => {
    const unknown = { __component: 'blocks.carousel-3d', id: 1 } as unknown as Block;
    const blocks = [buildHero({ showBanners: false }), buildContactBlock(), unknown];
    expect(await prefetchedKeys(blocks)).toEqual([]);
  });
});
