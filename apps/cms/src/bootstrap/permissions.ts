import type { Core } from '@strapi/strapi';

/** The only actions the anonymous (public) role may call: reading published content. */
export const PUBLIC_ACTIONS = [
  'api::page.page.find',
  'api::page.page.findOne',
  'api::banner.banner.find',
  'api::banner.banner.findOne',
  'api::testimonial.testimonial.find',
  'api::testimonial.testimonial.findOne',
  'api::blog.blog.find',
  'api::blog.blog.findOne',
  'api::site-setting.site-setting.find',
  'api::calculator-setting.calculator-setting.find',
  'api::redirect.redirect.find',
] as const;

const ROLE = 'plugin::users-permissions.role';
const PERMISSION = 'plugin::users-permissions.permission';

type Row = { id: number; action?: string };

/**
 * Makes the public role's permissions exactly PUBLIC_ACTIONS: grants what is missing and
 * revokes everything else (including the users-permissions defaults such as `auth.register`;
 * the site has no visitor accounts). Contact submissions have no permission at all: they enter
 * through the CMS's own route, which needs none.
 */
export async function syncPublicPermissions(strapi: Core.Strapi): Promise<void> {
  const role = (await strapi.db.query(ROLE).findOne({ where: { type: 'public' } })) as Row | null;
  if (!role)
    throw new Error('The users-permissions public role is missing; the plugin did not initialise.');
  const current = (await strapi.db
    .query(PERMISSION)
    .findMany({ where: { role: { id: role.id } } })) as Row[];
  const wanted = new Set<string>(PUBLIC_ACTIONS);
  for (const permission of current) {
    if (!permission.action || !wanted.has(permission.action)) {
      await strapi.db.query(PERMISSION).delete({ where: { id: permission.id } });
    } else {
      wanted.delete(permission.action);
    }
  }
  for (const action of wanted) {
    await strapi.db.query(PERMISSION).create({ data: { action, role: role.id } });
  }
}
