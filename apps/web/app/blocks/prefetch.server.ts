import type { Language } from '@brilla/i18n';
import type { Block } from '@brilla/types';
import type { LoaderQueries } from '~/lib/loader-query.server';
import { bannersQuery } from '~/queries/banners';
import { blogListQuery } from '~/queries/blogs';
import { calculatorQuery } from '~/queries/calculator';
import { testimonialsQuery } from '~/queries/testimonials';

/**
 * Prefetches what a page's blocks show besides the page itself, in parallel. A failed part is
 * left out of the dehydrated state and its block shows an error with a retry (never a 5xx).
 */
export async function prefetchBlockData(
  { client, cms }: LoaderQueries,
  blocks: Block[],
  lang: Language,
): Promise<void> {
  const work: Array<Promise<void>> = [];
  for (const block of blocks) {
    switch (block.__component) {
      case 'blocks.hero':
        if (block.showBanners) work.push(client.prefetchQuery(bannersQuery(cms, lang)));
        break;
      case 'blocks.testimonials':
        work.push(client.prefetchQuery(testimonialsQuery(cms, lang)));
        break;
      case 'blocks.calculator':
        work.push(client.prefetchQuery(calculatorQuery(cms)));
        break;
      case 'blocks.blog-list':
        work.push(client.prefetchQuery(blogListQuery(cms, lang, 1, block.limit)));
        break;
      default:
        break;
    }
  }
  await Promise.all(work);
}
