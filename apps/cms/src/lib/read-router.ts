import type { UID } from '@strapi/strapi';
import { factories } from '@strapi/strapi';

/** The route middleware that every content-API read goes through (after authentication). */
const READ_GUARD = 'global::read-query-guard';

/**
 * A read-only core router (editors write through the admin panel) whose every action runs the
 * read guard: published versions and the web's parameters only, unless a valid API token reads.
 */
export function readRouter(uid: UID.ContentType, only: Array<'find' | 'findOne'>) {
  const config = Object.fromEntries(only.map((action) => [action, { middlewares: [READ_GUARD] }]));
  return factories.createCoreRouter(uid, { only, config });
}
