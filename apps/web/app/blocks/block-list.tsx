import type { Block, BlockComponent } from '@brilla/types';
import { useContentLang } from '~/i18n/content-language';
import { componentFor } from './registry';

/**
 * Blocks whose every word comes from the page entry: on a page shown in another language they
 * are marked whole. The others (hero, carousel, testimonials, calculator, contact form, blog
 * list) mix in fixed UI text or other content and mark their CMS text themselves.
 */
const CMS_TEXT_ONLY: ReadonlySet<BlockComponent> = new Set([
  'blocks.stats',
  'blocks.services-grid',
  'blocks.rich-text',
  'blocks.media-text',
  'blocks.call-to-action',
  'blocks.faq',
  'blocks.team',
  'blocks.pricing',
  'blocks.portfolio',
]);

/** A page's blocks in order; unknown block types render nothing. */
export function BlockList({ blocks, offset = 0 }: { blocks: Block[]; offset?: number }) {
  const contentLang = useContentLang();
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentFor(block.__component);
        if (!Component) return null;
        const key = `${block.__component}-${block.id}`;
        const rendered = <Component key={key} block={block} index={offset + index} />;
        return contentLang && CMS_TEXT_ONLY.has(block.__component) ? (
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
