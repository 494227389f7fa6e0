import type { Core } from '@strapi/strapi';
import { requestLanguage } from '../../../lib/request-language';
import { validationError } from '../../../lib/validation-error';
import { findExisting } from './existing';
import { cleanTarget, MENU_FIELDS, type MenuField, type MenuLink, menuProblems } from './rules';

export const SITE_SETTING_UID = 'api::site-setting.site-setting';

type Json = Record<string, unknown>;
type Context = { uid: string; action: string; params: Json };

const isLink = (value: unknown): value is MenuLink & Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks the menus of a site setting being saved, in the language being saved: targets are
 * cleaned in place, then every site path must lead to a published page or blog post or to one
 * of the web's code routes. Refuses the save with a 400 naming each wrong link.
 */
async function validateMenus(strapi: Core.Strapi, params: Json): Promise<void> {
  const data = (params.data ?? {}) as Json;
  const menus: Array<[MenuField, MenuLink[]]> = [];
  for (const field of MENU_FIELDS) {
    const value = data[field];
    if (!Array.isArray(value)) continue;
    // Positions stay those of the list, so messages and field errors point at the right link.
    const links = value.map((item): MenuLink => (isLink(item) ? item : {}));
    for (const link of links) {
      if (typeof link.target === 'string') link.target = cleanTarget(link.target);
    }
    menus.push([field, links]);
  }
  if (menus.length === 0) return;
  const locale = typeof params.locale === 'string' ? params.locale : 'es';
  const targets = menus.flatMap(([, links]) =>
    links.flatMap((link) => (typeof link.target === 'string' ? [link.target] : [])),
  );
  const existing = await findExisting(strapi, locale, targets);
  const language = requestLanguage(strapi);
  const problems = menus.flatMap(([field, links]) =>
    menuProblems(field, links, existing, language),
  );
  if (problems.length > 0) throw validationError(problems);
}

/** Document Service middleware: no site setting is saved with a menu link that leads nowhere. */
export function registerMenuRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (raw, next) => {
    const context: Context = raw;
    if (context.uid === SITE_SETTING_UID && ['create', 'update'].includes(context.action)) {
      await validateMenus(strapi, context.params);
    }
    return next();
  });
}
