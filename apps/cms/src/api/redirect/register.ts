import type { Core } from '@strapi/strapi';
import { ROUTES, registerRedirectRules } from './lib/document-middleware';
import { registerSharedSlugs } from './lib/shared-slug';

/**
 * What the redirect type adds to Strapi at register (src/index.ts calls it): every redirect saved
 * is checked, a page's, post's or category's slug is one for all its languages, and a publish that
 * changes it adds a redirect from the old address in each language. The slug middleware is
 * registered second, so it runs inside the redirect one (which compares the published slugs around
 * it).
 */
export function registerRedirect(strapi: Core.Strapi): void {
  registerRedirectRules(strapi);
  registerSharedSlugs(strapi, Object.keys(ROUTES));
}
