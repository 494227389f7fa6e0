/**
 * The page routes of docs/product.md §2, as CMS page slugs (Spanish paths without the leading
 * slash; English adds `/en`). One list for the CMS seed and the end-to-end journeys.
 */

/** The ten main pages; each also has an unframed landing variant under `single/`. */
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

/** Service details 1–9. */
export const SERVICE_DETAIL_SLUGS: readonly string[] = Array.from(
  { length: 9 },
  (_, index) => `single-service/details${index + 1}`,
);

/** The other framed pages of the site that are CMS page entries. */
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

/** Code routes of the blog (not CMS pages). */
export const BLOG_PATHS = [
  '/blog',
  '/blog2',
  '/blog-details',
  '/blog-details-left',
  '/blog-details-right',
] as const;

/** The home page; `/` redirects to it and `/home` shows it too. */
export const HOME_PATH = '/inicio';
export const HOME_ALIASES = ['/', '/home'] as const;

/** The HTML sitemap, a framed code route. */
const SITEMAP_PATH = '/sitemap';

/** The site search (`?q=` the query), a framed code route. */
export const SEARCH_PATH = '/buscar';

/** Every framed page the web serves from code rather than from a CMS page entry. */
export const CODE_PAGE_PATHS = [...BLOG_PATHS, SITEMAP_PATH, SEARCH_PATH] as const;

/** A blog post's path is `BLOG_POST_PREFIX` + its slug (`/blogs/mi-post`). */
export const BLOG_POST_PREFIX = '/blogs/';

/** A blog category's page is `BLOG_CATEGORY_PREFIX` + its slug (Spanish; English adds `/en`; decision 048). */
export const BLOG_CATEGORY_PREFIX = '/blog/categoria/';

/** A blog category's page (`/blog/categoria/<slug>`). */
export function blogCategoryPath(slug: string): string {
  return `${BLOG_CATEGORY_PREFIX}${slug}`;
}
