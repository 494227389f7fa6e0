import type { Language } from '@brilla/i18n';
import type { Block } from '@brilla/types';
import type { AppLoadContext } from 'react-router';
import { readBlogList } from '~/features/blog/blog-content.server';
import { CmsError, type CmsReader } from '~/lib/cms.server';
import { readBanners, readTestimonials } from '~/lib/content.server';
import { keepOnServer } from '~/lib/kept.server';
import { blockEntry } from './registry';
import type { BlockData, LoadedBlock, PageBlock } from './types';

type DataLoaders = {
  [K in keyof BlockData]: (
    cms: CmsReader,
    block: Extract<Block, { __component: K }>,
    lang: Language,
  ) => Promise<BlockData[K]>;
};
type AnyLoader = (cms: CmsReader, block: Block, lang: Language) => Promise<unknown>;

/**
 * What each block that shows other content reads, keyed as BLOCK_REGISTRY (registry.test.ts
 * checks it); its component gets the answer as `data`. Kept out of registry.ts because that
 * module ships to the browser. A block shown from the page entry alone has no line here.
 */
export const BLOCK_DATA: DataLoaders = {
  'blocks.hero': async (cms, block, lang) => (block.showBanners ? readBanners(cms, lang) : []),
  'blocks.testimonials': (cms, _block, lang) => readTestimonials(cms, lang),
  'blocks.calculator': (cms) => cms.getCalculatorSetting(),
  'blocks.blog-list': (cms, block, lang) => readBlogList(cms, lang, 1, block.limit),
};

function loaderOf(block: Block): AnyLoader | null {
  if (!Object.hasOwn(BLOCK_DATA, block.__component)) return null;
  return BLOCK_DATA[block.__component as keyof BlockData] as AnyLoader;
}

/**
 * A page's blocks with what each shows besides the page, read in parallel. A read that failed
 * leaves that block's `data` undefined (it shows an error with a retry, never a 5xx), and the
 * answer not `complete`.
 */
export async function loadBlocks(
  cms: CmsReader,
  blocks: Block[],
  lang: Language,
): Promise<{ blocks: LoadedBlock[]; complete: boolean }> {
  let complete = true;
  const loaded = await Promise.all(
    blocks.map(async (block) => {
      const load = loaderOf(block);
      if (!load) return { block } as LoadedBlock;
      try {
        return { block, data: await load(cms, block, lang) } as LoadedBlock;
      } catch (error) {
        if (!(error instanceof CmsError)) throw error;
        console.error(`[web] ${error.message} (${block.__component})`);
        complete = false;
        return { block } as LoadedBlock;
      }
    }),
  );
  return { blocks: loaded, complete };
}

/**
 * The blocks as the route's data carries them: on a document request, a block the browser keeps
 * as the server's HTML (`keepsServerHtml`) travels as its type and id only.
 */
export function keepBlocks(context: AppLoadContext, blocks: LoadedBlock[]): PageBlock[] {
  return blocks.map((loaded, position) => {
    const { block } = loaded;
    if (!blockEntry(block.__component)?.keepsServerHtml) return loaded;
    const kept = keepOnServer(context, `block-${position}`, loaded);
    return kept === loaded ? loaded : { ...kept, component: block.__component, id: block.id };
  });
}
