/** Paths of docs/product.md §2 (Spanish; English adds `/en`). Page paths are CMS page slugs. */

export { BLOG_PATHS, HOME_PATH } from '@brilla/types';

/** The CMS slug a page path shows: `/home` is the home page too. */
export function slugFromPath(bare: string): string {
  const slug = bare.replace(/^\/+|\/+$/g, '');
  return slug === 'home' || slug === '' ? 'inicio' : slug;
}
