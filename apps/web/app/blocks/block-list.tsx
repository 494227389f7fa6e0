import type { Block } from '@brilla/types';
import { useContentLang } from '~/i18n/content-language';
import { blockEntry } from './registry';

/** A page's blocks in order; unknown block types render nothing. */
export function BlockList({ blocks, offset = 0 }: { blocks: Block[]; offset?: number }) {
  const contentLang = useContentLang();
  return (
    <>
      {blocks.map((block, index) => {
        const entry = blockEntry(block.__component);
        if (!entry) return null;
        const { component: Component, cmsTextOnly } = entry;
        const key = `${block.__component}-${block.id}`;
        const rendered = <Component key={key} block={block} index={offset + index} />;
        return contentLang && cmsTextOnly ? (
          <div key={key} lang={contentLang}>
            {rendered}
          </div>
        ) : (
          rendered
        );
      })}
    </>
  );
}
