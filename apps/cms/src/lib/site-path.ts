/** Link targets as editors write them in the CMS: site paths and full web addresses. */

// A second / or a \ right after the first would make it `//other-site.example`: another site.
const PATH = /^\/(?![/\\])[^\s?#\\]*$/;

/** A path of this site: starts with one /, no spaces, backslash, query or fragment. */
export function isSitePath(value: string): boolean {
  return PATH.test(value);
}

/** A full http(s) address. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A site path without a trailing slash (`/nosotros/` and `/nosotros` are one page). */
export function normalizePath(value: string): string {
  const trimmed = value.trim();
  return trimmed.length > 1 && trimmed.endsWith('/') ? trimmed.replace(/\/+$/, '') || '/' : trimmed;
}
