import type { Core } from '@strapi/strapi';

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

type Row = { id: number };

/**
 * Leaves the anonymous (public) role without any permission: the content API answers only the
 * web's token (bootstrap/api-tokens.ts), so a request that skips the web (any spelling of `/api/`
 * a proxy lets through, a cross-site form) gets 403. Revokes the users-permissions defaults too
 * (`auth.register`, …): the site has no visitor accounts.
 */
export async function revokePublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = (await strapi.db.query(ROLE).findOne({ where: { type: 'public' } })) as Row | null;
  if (!role)
    throw new Error('The users-permissions public role is missing; the plugin did not initialise.');
  await strapi.db.query(PERMISSION).deleteMany({ where: { role: { id: role.id } } });
}
