import { LANGUAGES, type Language, translate } from '@brilla/i18n';
import {
  DEFAULT_FOOTER_LINKS,
  DEFAULT_HEADER_MENU,
  type NavLink,
  type QuickLink,
} from '@brilla/types';
import type { Core } from '@strapi/strapi';
import { SITE_SETTING_UID } from '../../api/site-setting/lib/document-middleware';
import { findExisting } from '../../api/site-setting/lib/existing';
import { MENU_FIELDS, type MenuField, menuProblems } from '../../api/site-setting/lib/rules';

/**
 * The seed version that brought the menus. They are built in code, not read from a seed file:
 * their labels are the i18n dictionaries' (one source for the CMS and the web's fallback).
 */
export const MENUS_SEED_VERSION = 2;

type Menus = { headerMenu: Omit<NavLink, 'id'>[]; footerLinks: Omit<QuickLink, 'id'>[] };

/** The specification's header menu and footer quick links in one language. */
export function defaultMenus(language: Language): Menus {
  return {
    headerMenu: DEFAULT_HEADER_MENU.map((item) => ({
      label: translate(language, item.labelKey),
      target: item.target,
      highlight: item.highlight === true,
    })),
    footerLinks: DEFAULT_FOOTER_LINKS.map((item) => ({
      label: translate(language, item.labelKey),
      target: item.target,
    })),
  };
}

type Setting = { documentId: string } & Partial<Record<MenuField, unknown[] | null>>;
type Documents = {
  findFirst: (params: Record<string, unknown>) => Promise<Setting | null>;
  update: (params: { documentId: string } & Record<string, unknown>) => Promise<unknown>;
};

/**
 * Fills the menus of the site setting that are empty, in each language the setting exists in,
 * and returns how many languages it filled. A menu an editor has filled is never touched. A
 * default link whose page is gone (an editor deleted it) is left out with a warning: the save
 * check would refuse it, and a missing page must not stop the start.
 */
export async function fillEmptyMenus(strapi: Core.Strapi): Promise<number> {
  const docs: Documents = strapi.documents(SITE_SETTING_UID);
  let filled = 0;
  for (const language of LANGUAGES) {
    const setting = await docs.findFirst({ locale: language, populate: [...MENU_FIELDS] });
    if (!setting) continue;
    const defaults = defaultMenus(language);
    const data: Partial<Menus> = {};
    for (const field of MENU_FIELDS) {
      if ((setting[field] ?? []).length > 0) continue;
      const links: Array<{ label: string; target: string }> = defaults[field];
      const existing = await findExisting(
        strapi,
        language,
        links.map((link) => link.target),
      );
      const refused = menuProblems(field, links, existing, 'en');
      for (const problem of refused)
        strapi.log.warn(`Seed: left out of the menu: ${problem.message}`);
      const skip = new Set(refused.map((problem) => problem.path[1]));
      const kept = links.filter((_, index) => !skip.has(index));
      if (kept.length === 0) continue;
      Object.assign(data, { [field]: kept });
    }
    if (Object.keys(data).length > 0) {
      await docs.update({ documentId: setting.documentId, locale: language, data });
      filled += 1;
    }
  }
  return filled;
}
