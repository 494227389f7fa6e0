import type { Block } from './generated/blocks.js';
import type { Media, RichText, StrapiEntry } from './strapi.js';

export type Seo = {
  id?: number;
  metaTitle: string;
  metaDescription: string;
  keywords: string | null;
  metaImage: Media | null;
  /** Alt text in the entry's language; empty → the media's own (not localized) alt. */
  metaImageAlt: string | null;
};

/** `api::page.page`; slug is the path without its leading slash, e.g. "single/inicio". */
export type Page = StrapiEntry & {
  slug: string;
  title: string;
  framed: boolean;
  seo: Seo | null;
  blocks: Block[];
};

export type Banner = StrapiEntry & {
  title: string;
  subtitle: string | null;
  image: Media | null;
  imageAlt: string | null;
  /** true: the image only adorns and is shown with alt="". */
  imageDecorative: boolean | null;
  ctaLabel: string | null;
  ctaUrl: string | null;
  order: number;
};

export type Testimonial = StrapiEntry & {
  quote: string;
  name: string;
  role: string;
  avatar: Media | null;
  avatarAlt: string | null;
  /** true: the image only adorns and is shown with alt="". */
  avatarDecorative: boolean | null;
  videoUrl: string | null;
  order: number;
};

/** `api::category.category`: a blog category; `slug` is one for both languages (decision 048). */
export type Category = StrapiEntry & {
  name: string;
  slug: string;
  description: string | null;
};

/** A post's category as blog reads populate it: what a link to its page needs. */
type CategoryLink = Pick<Category, 'name' | 'slug'> & Partial<StrapiEntry>;

export type Blog = StrapiEntry & {
  title: string;
  slug: string;
  excerpt: string;
  content: RichText;
  cover: Media | null;
  coverAlt: string | null;
  /** true: the image only adorns and is shown with alt="". */
  coverDecorative: boolean | null;
  author: string;
  publishedDate: string;
  /** Null when the post has none, or its category has no published version in this language. */
  category: CategoryLink | null;
  seo: Seo | null;
};

/** List items leave out `content` to keep the list light. */
export type BlogSummary = Omit<Blog, 'content' | 'seo'>;

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube';
export type SocialLink = { id?: number; network: SocialNetwork; url: string };

/**
 * `shared.nav-link`: a header menu item. `target` is a site path written the Spanish way
 * (`/calculadora`; the web adds `/en`) or a full http(s) URL. `highlight` shows it as a button.
 */
export type NavLink = { id?: number; label: string; target: string; highlight: boolean };
/** `shared.quick-link`: a footer quick link, `target` as in NavLink. */
export type QuickLink = { id?: number; label: string; target: string };

export type SiteSetting = StrapiEntry & {
  siteName: string;
  defaultSeo: Seo | null;
  contactEmail: string;
  address: string;
  phonePrimary: string;
  phoneSecondary: string;
  socialLinks: SocialLink[];
  /** X/Twitter handles ("@brillatalent") for `twitter:site` and `twitter:creator`. */
  twitterSite: string | null;
  twitterCreator: string | null;
  whatsappNumber: string;
  whatsappMessage: string;
  /** Header menu and footer quick links in list order; absent or empty from an older CMS. */
  headerMenu?: NavLink[];
  footerLinks?: QuickLink[];
  /** Version of the privacy policy (/privacy) shown under the contact form; same in every language. */
  privacyPolicyVersion?: string | null;
};

/** A redirect staff set in the CMS: `from` a site path (English ones start with /en), `to` a site path or an http(s) URL. */
export type SiteRedirect = { from: string; to: string; statusCode: 301 | 308 };

export type CalculatorSetting = StrapiEntry & {
  currency: string;
  weeksPerMonth: number;
  hourlyRate: number;
  perRecruitRate: number;
  bonusBeginner: number;
  bonusBasic: number;
  bonusIntermediate: number;
  bonusAdvanced: number;
  bonusExpert: number;
};
