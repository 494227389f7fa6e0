import type { Language } from '@brilla/i18n';
import type { Block, BlockComponent } from '@brilla/types';
import { blogListQuery } from '~/features/blog/blog-queries';
import { calculatorQuery } from '~/features/calculator/calculator-queries';
import type { LoaderQueries } from '~/lib/loader-query.server';
import { bannersQuery } from '~/queries/banners';
import { testimonialsQuery } from '~/queries/testimonials';

/** Prefetches what one block shows besides the page entry, into the loader's client. */
type BlockDataNeed<B extends Block> = (
  queries: LoaderQueries,
  block: B,
  lang: Language,
) => Promise<void>;

type DataNeeds = {
  [K in BlockComponent]?: BlockDataNeed<Extract<Block, { __component: K }>>;
};

/**
 * The data needs of the registry's blocks, keyed as BLOCK_REGISTRY (registry.test.ts checks it):
 * kept out of registry.ts because that module ships to the browser. A block shown from the page
 * entry alone has no line here.
 */
export const BLOCK_DATA_NEEDS: DataNeeds = {
  'blocks.hero': async ({ client, cms }, block, lang) => {
    if (block.showBanners) await client.prefetchQuery(bannersQuery(cms, lang));
  },
  'blocks.testimonials': ({ client, cms }, _block, lang) =>
    client.prefetchQuery(testimonialsQuery(cms, lang)),
  'blocks.calculator': ({ client, cms }) => client.prefetchQuery(calculatorQuery(cms)),
  'blocks.blog-list': ({ client, cms }, block, lang) =>
    client.prefetchQuery(blogListQuery(cms, lang, 1, block.limit)),
};

/**
 * Prefetches what a page's blocks show besides the page itself, in parallel. A failed part is
 * left out of the dehydrated state and its block shows an error with a retry (never a 5xx).
 */
export async function prefetchBlockData(
  queries: LoaderQueries,
  blocks: Block[],
  lang: Language,
): Promise<void> {
  await Promise.all(
    blocks.map((block) => {
      if (!Object.hasOwn(BLOCK_DATA_NEEDS, block.__component)) return undefined;
      const need = BLOCK_DATA_NEEDS[block.__component] as BlockDataNeed<Block> | undefined;
      return need?.(queries, block, lang);
    }),
  );
}
