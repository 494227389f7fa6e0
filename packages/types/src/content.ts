import type { Block } from './blocks.js';
import type { Media, RichText, StrapiEntry } from './strapi.js';

export type Seo = {
  id?: number;
  metaTitle: string;
  metaDescription: string;
  keywords: string | null;
  metaImage: Media | null;
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
  ctaLabel: string | null;
  ctaUrl: string | null;
  order: number;
};

export type Testimonial = StrapiEntry & {
  quote: string;
  name: string;
  role: string;
  avatar: Media | null;
  videoUrl: string | null;
  order: number;
};

export type Blog = StrapiEntry & {
  title: string;
  slug: string;
  excerpt: string;
  content: RichText;
  cover: Media | null;
  author: string;
  publishedDate: string;
  seo: Seo | null;
};

/** List items leave out `content` to keep the list light. */
export type BlogSummary = Omit<Blog, 'content' | 'seo'>;

export type SocialNetwork = 'facebook' | 'instagram' | 'tiktok' | 'youtube';
export type SocialLink = { id?: number; network: SocialNetwork; url: string };
export type Stat = { id?: number; value: string; label: string };

export type SiteSetting = StrapiEntry & {
  siteName: string;
  defaultSeo: Seo | null;
  contactEmail: string;
  address: string;
  phonePrimary: string;
  phoneSecondary: string;
  socialLinks: SocialLink[];
  whatsappNumber: string;
  whatsappMessage: string;
  claims: Stat[];
};

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

export type ContactSubmissionInput = {
  name: string;
  email: string;
  message: string;
  language: 'es' | 'en';
  pagePath?: string;
  /** Honeypot: must be empty. */
  website?: string;
};
