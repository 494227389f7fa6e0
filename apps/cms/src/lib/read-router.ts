import { siteReads } from '@brilla/types';
import type { UID } from '@strapi/strapi';
import { factories } from '@strapi/strapi';

/** The route middleware that every content-API read goes through (after authentication). */
const READ_GUARD = 'global::read-query-guard';

/**
 * A read-only core router (editors write through the admin panel) with the read actions the
 * type's manifest entry gives the site (`reads` in @brilla/types' CONTENT_TYPES, which the web's
 * token gets too), each running the read guard: published versions and the web's parameters
 * only, unless a valid API token reads.
 */
export function readRouter(uid: UID.ContentType) {
  const only = [...siteReads(uid)];
  if (only.length === 0) {
    throw new Error(
      `${uid} has a read router but no \`reads\` in CONTENT_TYPES (packages/types/src/content-types.ts); add reads: ['find', 'findOne'] (a single type: ['find']) or remove the router`,
    );
  }
  const config = Object.fromEntries(only.map((action) => [action, { middlewares: [READ_GUARD] }]));
  return factories.createCoreRouter(uid, { only, config });
}
