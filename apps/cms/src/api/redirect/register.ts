import type { Core } from '@strapi/strapi';
import { registerRedirectRules } from './lib/document-middleware';

/**
 * What the redirect type adds to Strapi at register (src/index.ts calls it): every redirect saved
 * is checked, and a publish that changes a page's or post's slug adds one.
 */
export function registerRedirect(strapi: Core.Strapi): void {
  registerRedirectRules(strapi);
}
