import type { BlockComponent } from '@brilla/types';
import { type ComponentType, memo, Suspense } from 'react';
import { ServerHtml } from '~/components/ui/server-html';
import { useContentLang } from '~/i18n/content-language';
import { isKept, useKept } from '~/lib/kept';
import { type BlockEntry, blockEntry } from './registry';
import type { LoadedBlock, PageBlock } from './types';

type PageBlockProps = {
  item: PageBlock;
  index: number;
  entry: BlockEntry<BlockComponent>;
  lang?: string;
};

/**
 * One block in its wrapper; `lang` marks a block whose CMS text is in another language. A block
 * nothing changes once rendered keeps its server HTML on the first load (`ServerHtml`); the
 * others hydrate. Memoized: a block waiting for its code must not be re-rendered by its parent
 * meanwhile.
 */
const PageBlockView = memo(function PageBlockView({ item, index, entry, lang }: PageBlockProps) {
  const Component = entry.component as ComponentType<{
    block: LoadedBlock['block'];
    data?: LoadedBlock['data'];
    index: number;
  }>;
  // A kept block (a document's data) is whole on the server and needs nothing in the browser.
  const loaded = useKept<LoadedBlock>(item);
  // On the first load, a block whose code is still on its way keeps its server HTML.
  const rendered = loaded ? (
    <Suspense fallback={null}>
      <Component block={loaded.block} data={loaded.data} index={index} />
    </Suspense>
  ) : null;
  if (entry.keepsServerHtml) {
    return (
      <ServerHtml lang={lang} content={item}>
        {rendered}
      </ServerHtml>
    );
  }
  return <div lang={lang}>{rendered}</div>;
});

/** A page's blocks in order; unknown block types render nothing. */
export function BlockList({ blocks, offset = 0 }: { blocks: PageBlock[]; offset?: number }) {
  const contentLang = useContentLang();
  return (
    <>
      {blocks.map((item, position) => {
        const [component, id] = isKept(item)
          ? [item.component, item.id]
          : [item.block.__component, item.block.id];
        const entry = blockEntry(component);
        if (!entry) return null;
        return (
          <PageBlockView
            key={`${component}-${id}`}
            item={item}
            index={offset + position}
            entry={entry}
            lang={contentLang && entry.cmsTextOnly ? contentLang : undefined}
          />
        );
      })}
    </>
  );
}
