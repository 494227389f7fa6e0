/**
 * The languages and the visitor's stored choice, without the dictionaries: what a browser bundle
 * imports (`@brilla/i18n/languages`), so it carries only the dictionary of the page it shows.
 */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Browser storage key and cookie name of the visitor's language choice (docs/design.md §3). */
export const LANGUAGE_STORAGE_KEY = 'mediaLanguagePreference';
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** Any value to a supported language; unknown or missing values give the default (es). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
