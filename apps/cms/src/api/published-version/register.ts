import type { Core } from '@strapi/strapi';
import { registerPublishedVersionRoutes } from './admin-routes';
import { registerVersionCapture } from './lib/capture';

/**
 * What the published-version type adds to Strapi at register (src/index.ts calls it, before the
 * redirect type's middlewares, so the capture runs around them): a copy of every publish of a
 * page or blog post, and the admin routes that list versions and restore one into the draft.
 */
export function registerPublishedVersions(strapi: Core.Strapi): void {
  registerVersionCapture(strapi);
  registerPublishedVersionRoutes(strapi);
}
