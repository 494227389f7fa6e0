import { ADMIN } from './admin';
import { CONTENT_MANAGER } from './content-manager';
import { CORRECTIONS } from './corrections';
import { MEDIA_LIBRARY } from './media-library';
import { PLUGINS } from './plugins';

/** The dictionary's parts, by area of the admin; a key is in one part only (the test checks). */
export const STRAPI_SPANISH_PARTS = { ADMIN, CONTENT_MANAGER, MEDIA_LIBRARY, PLUGINS, CORRECTIONS };

/**
 * Spanish for Strapi 5.54's admin, merged over Strapi's own Spanish in app.ts: every text that
 * Strapi's Spanish leaves in English in the packages whose screens staff open (the core admin,
 * the content manager, languages, the media library, e-mail, users and permissions), and
 * corrections where Strapi's Spanish is wrong or odd. strapi-spanish.test.ts fails, naming the
 * key, when an upgrade adds a text without Spanish.
 */
export const STRAPI_SPANISH: Record<string, string> = Object.assign(
  {},
  ...Object.values(STRAPI_SPANISH_PARTS),
);
