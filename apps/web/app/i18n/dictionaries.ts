import type { Dictionary } from '@brilla/i18n';
import { DEFAULT_LANGUAGE, type Language } from '@brilla/i18n/languages';

/**
 * The dictionaries this JavaScript context holds. The server registers both at start
 * (entry.server.tsx); the browser loads only the page's language before it hydrates and another
 * one when a navigation changes the language (root `clientLoader`), so a first load carries one.
 */
const held: Partial<Record<Language, Dictionary>> = {};

const IMPORTS: Record<Language, () => Promise<Dictionary>> = {
  es: () => import('@brilla/i18n/es').then((module) => module.es),
  en: () => import('@brilla/i18n/en').then((module) => module.en),
};

export function holdDictionaries(dictionaries: Partial<Record<Language, Dictionary>>): void {
  Object.assign(held, dictionaries);
}

export async function loadDictionary(language: Language): Promise<void> {
  held[language] ??= await IMPORTS[language]();
}

/**
 * The dictionary of `language`, or the default language's, or any held one: a text in another
 * language beats a raw key if a navigation ever outruns its dictionary.
 */
export function dictionaryOf(language: Language): Dictionary | undefined {
  return held[language] ?? held[DEFAULT_LANGUAGE] ?? Object.values(held)[0];
}
