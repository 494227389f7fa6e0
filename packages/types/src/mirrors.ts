/**
 * Mirror pages (docs/decisions/037) and the page each repeats; `/blog-details…` follow the newest
 * post. Apart from the route lists, so the web's meta functions in the browser stay small. The
 * web points a mirror's canonical at the page it repeats; the CMS admin's search preview shows
 * that address (docs/decisions/018).
 */
const MIRRORS: Readonly<Record<string, string>> = { '/service2': '/service', '/blog2': '/blog' };

/**
 * The page whose content a Spanish path repeats (`/single/inicio` → `/inicio`), or null. A
 * mirror's canonical and hreflang point at that page, and the sitemap leaves the mirror out.
 */
export function mirroredPath(path: string): string | null {
  const single = /^\/single\/(.+)$/.exec(path);
  if (single) return `/${single[1]}`;
  return MIRRORS[path] ?? null;
}
