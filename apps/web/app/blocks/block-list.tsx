import type { Block } from '@brilla/types';
import { memo, Suspense } from 'react';
import { useContentLang } from '~/i18n/content-language';
import { type BlockEntry, blockEntry } from './registry';
import { WaitUntilNear } from './wait-until-near';

type PageBlockProps = { block: Block; index: number; entry: BlockEntry<Block>; lang?: string };

/**
 * One block in its wrapper: `data-block` is its position (what the first load watches to hydrate
 * it when it comes near), `lang` marks a block whose CMS text is in another language. Memoized:
 * a block waiting to hydrate must not be re-rendered by its parent meanwhile.
 */
const PageBlock = memo(function PageBlock({ block, index, entry, lang }: PageBlockProps) {
  const { component: Component, hydrateWithPage } = entry;
  const rendered = <Component block={block} index={index} />;
  return (
    <div data-block={index} lang={lang}>
      {/* A block that waits (for its code or to come near) keeps its server HTML meanwhile. */}
      <Suspense fallback={null}>
        {index === 0 || hydrateWithPage ? (
          rendered
        ) : (
          <WaitUntilNear block={block} index={index}>
            {rendered}
          </WaitUntilNear>
        )}
      </Suspense>
    </div>
  );
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
