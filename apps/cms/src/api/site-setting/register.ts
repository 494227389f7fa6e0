import type { Core } from '@strapi/strapi';
import { registerMenuRules } from './lib/document-middleware';

/**
 * What the site-setting type adds to Strapi at register (src/index.ts calls it): no setting is
 * saved with a menu link that leads nowhere.
 */
export function registerSiteSetting(strapi: Core.Strapi): void {
  registerMenuRules(strapi);
}
