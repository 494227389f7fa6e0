import type { Stat } from './content.js';
import type { Media, RichText } from './strapi.js';

/** Components of the page dynamic zone; `__component` is `blocks.<name>`. */
type BlockBase<C extends string> = { __component: C; id: number };

export type HeroBlock = BlockBase<'blocks.hero'> & {
  title: string;
  subtitle: string | null;
  ctaLabel: string | null;
  ctaUrl: string | null;
  /** When true the hero shows the banner carousel (banners come from their own collection). */
  showBanners: boolean;
  image: Media | null;
  /** Alt text in the entry's language; empty → the media's own (not localized) alt. */
  imageAlt: string | null;
};

export type StatsBlock = BlockBase<'blocks.stats'> & { title: string | null; items: Stat[] };

export type ServiceItem = {
  id?: number;
  title: string;
  description: string;
  icon: string | null;
  url: string | null;
};
export type ServicesGridBlock = BlockBase<'blocks.services-grid'> & {
  title: string;
  intro: string | null;
  items: ServiceItem[];
};

export type TestimonialsBlock = BlockBase<'blocks.testimonials'> & {
  title: string;
  subtitle: string | null;
};

export type RichTextBlockComponent = BlockBase<'blocks.rich-text'> & {
  title: string | null;
  body: RichText;
};

export type MediaTextBlock = BlockBase<'blocks.media-text'> & {
  title: string;
  body: RichText;
  image: Media | null;
  imageAlt: string | null;
  imagePosition: 'left' | 'right';
  ctaLabel: string | null;
  ctaUrl: string | null;
};

export type CallToActionBlock = BlockBase<'blocks.call-to-action'> & {
  title: string;
  text: string | null;
  buttonLabel: string;
  buttonUrl: string;
};

export type FaqItem = { id?: number; question: string; answer: string };
export type FaqBlock = BlockBase<'blocks.faq'> & { title: string; items: FaqItem[] };

export type TeamMember = {
  id?: number;
  name: string;
  role: string;
  bio: string | null;
  photo: Media | null;
  photoAlt: string | null;
};
export type TeamBlock = BlockBase<'blocks.team'> & {
  title: string;
  intro: string | null;
  members: TeamMember[];
};

export type PricingPlan = {
  id?: number;
  name: string;
  price: string;
  period: string | null;
  /** One feature per line. */
  features: string;
  ctaLabel: string | null;
  ctaUrl: string | null;
  highlighted: boolean;
};
export type PricingBlock = BlockBase<'blocks.pricing'> & {
  title: string;
  intro: string | null;
  plans: PricingPlan[];
};

export type PortfolioItem = {
  id?: number;
  title: string;
  category: string;
  description: string | null;
  image: Media | null;
  imageAlt: string | null;
};
export type PortfolioBlock = BlockBase<'blocks.portfolio'> & {
  title: string;
  intro: string | null;
  items: PortfolioItem[];
};

export type CalculatorBlock = BlockBase<'blocks.calculator'> & {
  title: string;
  intro: string | null;
};
export type ContactFormBlock = BlockBase<'blocks.contact-form'> & {
  title: string;
  intro: string | null;
};
export type BlogListBlock = BlockBase<'blocks.blog-list'> & { title: string; limit: number };

export type Block =
  | HeroBlock
  | StatsBlock
  | ServicesGridBlock
  | TestimonialsBlock
  | RichTextBlockComponent
  | MediaTextBlock
  | CallToActionBlock
  | FaqBlock
  | TeamBlock
  | PricingBlock
  | PortfolioBlock
  | CalculatorBlock
  | ContactFormBlock
  | BlogListBlock;

export type BlockComponent = Block['__component'];

/** Every block component name, in one list shared by the CMS schema test and the web registry test. */
export const BLOCK_COMPONENTS = [
  'blocks.hero',
  'blocks.stats',
  'blocks.services-grid',
  'blocks.testimonials',
  'blocks.rich-text',
  'blocks.media-text',
  'blocks.call-to-action',
  'blocks.faq',
  'blocks.team',
  'blocks.pricing',
  'blocks.portfolio',
  'blocks.calculator',
  'blocks.contact-form',
  'blocks.blog-list',
] as const satisfies readonly BlockComponent[];
