import type { Block, BlockComponent } from '@brilla/types';
import type { ComponentType } from 'react';
import { BlogList } from '~/features/blog/blog-list';
import { blockCode } from './block-code';
import { CallToAction } from './call-to-action';
import { Faq } from './faq';
import { Hero } from './hero';
import { MediaText } from './media-text';
import { Portfolio } from './portfolio';
import { Pricing } from './pricing';
import { RichTextSection } from './rich-text-section';
import { ServicesGrid } from './services-grid';
import { Stats } from './stats';
import { Team } from './team';
import { Testimonials } from './testimonials';
import type { PropsOf } from './types';

/** How the web renders one CMS block. What it loads besides the page: `block-data.server.ts`. */
export type BlockEntry<K extends BlockComponent> = {
  component: ComponentType<PropsOf<K>>;
  /**
   * Every word it shows comes from the page entry, so on a page shown in another language the
   * block is marked whole (`lang`). Blocks that mix in fixed UI text or other content (hero,
   * testimonials, calculator, contact form, blog list) leave it out and mark their CMS text
   * themselves.
   */
  cmsTextOnly?: true;
  /**
   * Nothing in it changes once the server has rendered it (no state, no handlers; links are
   * fine): on the first load it keeps the server's HTML and is never hydrated
   * (`components/ui/server-html.tsx`).
   */
  keepsServerHtml?: true;
  /** Loads the code of a block that has a chunk of its own (`blockCode`). */
  preload?: () => Promise<unknown>;
};

type Registry = { [K in BlockComponent]: BlockEntry<K> };

/** CMS block (`blocks.hero`) → its entry; registry.test.ts keeps it in step with the CMS. */
export const BLOCK_REGISTRY: Registry = {
  'blocks.hero': { component: Hero },
  'blocks.stats': { component: Stats, cmsTextOnly: true, keepsServerHtml: true },
  'blocks.services-grid': { component: ServicesGrid, cmsTextOnly: true, keepsServerHtml: true },
  'blocks.testimonials': { component: Testimonials, keepsServerHtml: true },
  'blocks.rich-text': { component: RichTextSection, cmsTextOnly: true, keepsServerHtml: true },
  'blocks.media-text': { component: MediaText, cmsTextOnly: true, keepsServerHtml: true },
  'blocks.call-to-action': { component: CallToAction, cmsTextOnly: true, keepsServerHtml: true },
  'blocks.faq': { component: Faq, cmsTextOnly: true, keepsServerHtml: true },
  'blocks.team': { component: Team, cmsTextOnly: true, keepsServerHtml: true },
  'blocks.pricing': { component: Pricing, cmsTextOnly: true, keepsServerHtml: true },
  'blocks.portfolio': { component: Portfolio, cmsTextOnly: true, keepsServerHtml: true },
  // Large and on one page each: their code loads only where they are shown.
  'blocks.calculator': blockCode(() =>
    import('~/features/calculator/calculator').then((m) => m.Calculator),
  ),
  'blocks.contact-form': blockCode(() =>
    import('~/features/contact/contact-form').then((m) => m.ContactForm),
  ),
  'blocks.blog-list': { component: BlogList, keepsServerHtml: true },
};

/** The entry of a block, or null for a block type this version does not know. */
export function blockEntry(name: string): BlockEntry<BlockComponent> | null {
  if (!Object.hasOwn(BLOCK_REGISTRY, name)) return null;
  return BLOCK_REGISTRY[name as BlockComponent] as BlockEntry<BlockComponent>;
}

/** Loads the code of the blocks in the list that have a chunk of their own. */
export async function preloadBlockCode(blocks: Block[]): Promise<void> {
  await Promise.all(blocks.map((block) => blockEntry(block.__component)?.preload?.()));
}
