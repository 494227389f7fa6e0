import type { Block } from '@brilla/types';
import { memo, Suspense } from 'react';
import { ServerHtml } from '~/components/ui/server-html';
import { useContentLang } from '~/i18n/content-language';
import { type BlockEntry, blockEntry } from './registry';

type PageBlockProps = { block: Block; index: number; entry: BlockEntry<Block>; lang?: string };

/**
 * One block in its wrapper; `lang` marks a block whose CMS text is in another language. A block
 * nothing changes once rendered keeps its server HTML on the first load (`ServerHtml`); the
 * others hydrate. Memoized: a block waiting for its code must not be re-rendered by its parent
 * meanwhile.
 */
const PageBlock = memo(function PageBlock({ block, index, entry, lang }: PageBlockProps) {
  const { component: Component } = entry;
  // On the first load, a block whose code is still on its way keeps its server HTML.
  const rendered = (
    <Suspense fallback={null}>
      <Component block={block} index={index} />
    </Suspense>
  );
  if (entry.keepsServerHtml) {
    return (
      <ServerHtml lang={lang} content={block}>
        {rendered}
      </ServerHtml>
    );
  }
  return <div lang={lang}>{rendered}</div>;
});

/** A page's blocks in order; unknown block types render nothing. */
export function BlockList({ blocks, offset = 0 }: { blocks: Block[]; offset?: number }) {
  const contentLang = useContentLang();
  return (
    <>
      {blocks.map((block, position) => {
        const entry = blockEntry(block.__component);
        if (!entry) return null;
        return (
          <PageBlock
            key={`${block.__component}-${block.id}`}
            block={block}
            index={offset + position}
            entry={entry}
            lang={contentLang && entry.cmsTextOnly ? contentLang : undefined}
          />
        );
      })}
    </>
  );
}
