/** Paths of docs/product.md §2 (Spanish; English adds `/en`). Page paths are CMS page slugs. */
import { MAIN_PAGE_SLUGS, OTHER_PAGE_SLUGS, SERVICE_DETAIL_SLUGS } from '@brilla/types';

export { BLOG_PATHS, HOME_PATH } from '@brilla/types';

/** Framed CMS pages with a route of their own (other slugs reach the catch-all). */
export const FRAMED_PAGE_SLUGS: readonly string[] = [
  ...MAIN_PAGE_SLUGS,
  ...SERVICE_DETAIL_SLUGS,
  ...OTHER_PAGE_SLUGS,
];

/** The CMS slug a page path shows: `/home` is the home page too. */
export function slugFromPath(bare: string): string {
  const slug = bare.replace(/^\/+|\/+$/g, '');
  return slug === 'home' || slug === '' ? 'inicio' : slug;
}
