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

/** A site path without a trailing slash: the one rule the web compares with too. */
export { normalizePath } from '@brilla/validation';
