import { DEFAULT_LANGUAGE, type Language } from '@brilla/i18n/languages';
import { BLOG_POST_PREFIX, mirroredPath } from '@brilla/types';

/**
 * Where the site shows an entry, from its slug (one for both languages), as the web's routes
 * (apps/web/app/routes.ts) and canonical links have it: a page at its slug (the home page's is
 * `inicio`; a landing variant `single/<x>` or a mirror is listed at the page it repeats,
 * docs/decisions/037), a blog post under `/blogs/`. Written the Spanish way; English adds `/en`.
 */
const ENTRY_PATHS: Readonly<Record<string, (slug: string) => string>> = {
  'api::page.page': (slug) => mirroredPath(`/${slug}`) ?? `/${slug}`,
  'api::blog.blog': (slug) => `${BLOG_POST_PREFIX}${slug}`,
};

/** A type with SEO and no address of its own holds the site's defaults (the site settings). */
export function hasOwnAddress(uid: string): boolean {
  return uid in ENTRY_PATHS;
}

/** A Spanish site path in a language: `/blogs/x` → `/en/blogs/x`, `/` → `/en`. */
function localized(path: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE) return path;
  return path === '/' ? '/en' : `/en${path}`;
}

/**
 * The address a search result shows for the entry in a language: the site's origin (null when
 * the CMS does not know it: the path alone) and the entry's path; the site's home address for a
 * type of defaults; null while the entry has no slug yet.
 */
export function resultAddress(
  uid: string,
  slug: string | null | undefined,
  language: Language,
  siteUrl: string | null,
): string | null {
  const entryPath = ENTRY_PATHS[uid];
  const bare = slug?.trim().replace(/^\/+|\/+$/g, '');
  if (entryPath && !bare) return null;
  const path = localized(entryPath && bare ? entryPath(bare) : '/', language);
  return `${siteUrl ?? ''}${path}`;
}
