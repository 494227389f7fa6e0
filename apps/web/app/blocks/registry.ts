import type { Block, BlockComponent } from '@brilla/types';
import type { ComponentType } from 'react';
import { BlogList } from './blog-list';
import { Calculator } from './calculator/calculator';
import { CallToAction } from './call-to-action';
import { ContactForm } from './contact-form/contact-form';
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
import type { BlockProps } from './types';

type Registry = {
  [K in BlockComponent]: ComponentType<BlockProps<Extract<Block, { __component: K }>>>;
};

/** CMS block (`blocks.hero`) → component; a test keeps it in step with BLOCK_COMPONENTS. */
export const BLOCK_REGISTRY: Registry = {
  'blocks.hero': Hero,
  'blocks.stats': Stats,
  'blocks.services-grid': ServicesGrid,
  'blocks.testimonials': Testimonials,
  'blocks.rich-text': RichTextSection,
  'blocks.media-text': MediaText,
  'blocks.call-to-action': CallToAction,
  'blocks.faq': Faq,
  'blocks.team': Team,
  'blocks.pricing': Pricing,
  'blocks.portfolio': Portfolio,
  'blocks.calculator': Calculator,
  'blocks.contact-form': ContactForm,
  'blocks.blog-list': BlogList,
};

/** The component of a block, or null for a block type this version does not know. */
export function componentFor(name: string): ComponentType<BlockProps<Block>> | null {
  if (!Object.hasOwn(BLOCK_REGISTRY, name)) return null;
  return BLOCK_REGISTRY[name as BlockComponent] as ComponentType<BlockProps<Block>>;
}
