import type { Core } from '@strapi/strapi';

const DEFAULT_LOCALE = 'es';
export const LOCALES = [
  { code: 'es', name: 'Spanish (es)' },
  { code: 'en', name: 'English (en)' },
] as const;

type LocaleRow = { code: string };
type LocalesService = {
  find: () => Promise<LocaleRow[]>;
  create: (locale: { code: string; name: string }) => Promise<unknown>;
  getDefaultLocale: () => Promise<string | null | undefined>;
  setDefaultLocale: (input: { code: string }) => Promise<unknown>;
};

/** es (default) and en exist; a fresh database starts with en as default, so this corrects it. */
export async function ensureLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales') as LocalesService;
  const existing = new Set((await locales.find()).map((locale) => locale.code));
  for (const locale of LOCALES) {
    if (!existing.has(locale.code)) await locales.create({ code: locale.code, name: locale.name });
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LOCALE) {
    await locales.setDefaultLocale({ code: DEFAULT_LOCALE });
  }
}
