import { DEFAULT_LANGUAGE, type Language } from '@brilla/i18n/languages';
import { sitePath, withoutCampaign } from '@brilla/validation';

export { sitePath };

/**
 * Any path or `path?query` as a `Location` header of this site: made a site path (`sitePath`),
 * every character outside ASCII percent-encoded (a header holds bytes: `/café` would make the
 * answer fail), escapes already there kept.
 */
export function siteLocation(path: string): string {
  const url = new URL(sitePath(path), 'http://site.invalid');
  return `${url.pathname}${url.search}`;
}

/** The language of a path: `/en` and `/en/...` are English, everything else Spanish. */
export function languageFromPath(pathname: string): Language {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: `/en/blog` → `/blog`, `/en` → `/`. */
export function stripLanguage(pathname: string): string {
  if (pathname === '/en') return '/';
  return pathname.startsWith('/en/') ? pathname.slice(3) : pathname;
}

/**
 * A site path (always written the Spanish way, e.g. "/nosotros" in CMS content) in a language.
 * External URLs, anchors, mailto: and tel: links pass through unchanged.
 */
export function localizePath(path: string, language: Language): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = stripLanguage(path);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' ? '/en' : `/en${bare}`;
}

/**
 * The same page in the other language (the switcher's link), keeping the query. The request path
 * is made a site path first: `//evil.example/x` must not become a link to another site.
 */
export function switchLanguagePath(pathname: string, search: string, target: Language): string {
  return `${localizePath(sitePath(pathname), target)}${withoutCampaign(search)}`;
}
