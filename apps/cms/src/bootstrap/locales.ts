import type { Core } from '@strapi/strapi';

const DEFAULT_LOCALE = 'es';
/** The site's languages, named in Spanish: the admin's language pickers show these names. */
export const LOCALES = [
  { code: 'es', name: 'Español (es)', strapiName: 'Spanish (es)' },
  { code: 'en', name: 'Inglés (en)', strapiName: 'English (en)' },
] as const;

type LocaleRow = { code: string; name?: string };
type LocalesService = {
  find: () => Promise<LocaleRow[]>;
  create: (locale: { code: string; name: string }) => Promise<unknown>;
  getDefaultLocale: () => Promise<string | null | undefined>;
  setDefaultLocale: (input: { code: string }) => Promise<unknown>;
};

/**
 * es (default) and en exist, named in Spanish; a fresh database starts with en as default, so
 * this corrects it. A name still as Strapi wrote it in English ("Spanish (es)") is renamed; one
 * an administrator chose is kept.
 */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as LocalesService;
  const existing = new Map((await locales.find()).map((locale) => [locale.code, locale.name]));
  for (const locale of LOCALES) {
    if (!existing.has(locale.code)) {
      await locales.create({ code: locale.code, name: locale.name });
    } else if (existing.get(locale.code) === locale.strapiName) {
      await strapi.db
        .query('plugin::i18n.locale')
        .update({ where: { code: locale.code }, data: { name: locale.name } });
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}
