/** Paths of SPEC.md §2 (Spanish; English adds `/en`). Page paths are CMS page slugs. */

export const MAIN_PAGE_SLUGS = [
  'inicio',
  'affiliate-marketing',
  'startups-agency',
  'seo-marketing',
  'digital-marketing',
  'social-marketing',
  'social-media-marketing',
  'startup-agency',
  'advertising-agency',
  'human-resources-agency',
] as const;

export const SERVICE_DETAIL_SLUGS = Array.from(
  { length: 9 },
  (_, index) => `single-service/details${index + 1}`,
);

export const OTHER_PAGE_SLUGS = [
  'nosotros',
  'nuestra-agencia',
  'team',
  'testimonial',
  'faq',
  'pricing',
  'contactanos',
  'service',
  'service2',
  'calculadora',
  'portfolio-details',
  'privacy',
] as const;

/** Framed CMS pages with a route of their own (other slugs reach the catch-all). */
export const FRAMED_PAGE_SLUGS: readonly string[] = [
  ...MAIN_PAGE_SLUGS,
  ...SERVICE_DETAIL_SLUGS,
  ...OTHER_PAGE_SLUGS,
];

/** Unframed landing variants, served by the `/single/*` route. */
export const SINGLE_PAGE_SLUGS = MAIN_PAGE_SLUGS.map((slug) => `single/${slug}`);

/** Code routes of the blog (not CMS pages). */
export const BLOG_PATHS = [
  '/blog',
  '/blog2',
  '/blog-details',
  '/blog-details-left',
  '/blog-details-right',
] as const;

export const HOME_PATH = '/inicio';

/** The CMS slug a page path shows: `/home` is the home page too. */
export function slugFromPath(bare: string): string {
  const slug = bare.replace(/^\/+|\/+$/g, '');
  return slug === 'home' || slug === '' ? 'inicio' : slug;
}
