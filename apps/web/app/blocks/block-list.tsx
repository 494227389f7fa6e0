import type { Block } from '@brilla/types';
import { componentFor } from './registry';

/** A page's blocks in order; unknown block types render nothing. */
export function BlockList({ blocks, offset = 0 }: { blocks: Block[]; offset?: number }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentFor(block.__component);
        return Component ? (
          <Component
            key={`${block.__component}-${block.id}`}
            block={block}
            index={offset + index}
          />
        ) : null;
      })}
    </>
  );
}
