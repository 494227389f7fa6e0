import { en } from './en.js';
import { es } from './es.js';
import type { Dictionary } from './types.js';

export type { Dictionary } from './types.js';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** Browser storage key and cookie name of the visitor's language choice (docs/design.md §3). */
export const LANGUAGE_STORAGE_KEY = 'mediaLanguagePreference';
export const LANGUAGE_COOKIE = 'lang';

export const dictionaries: Record<Language, Dictionary> = { es, en };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Any value to a supported language; unknown or missing values give the default (es). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * Looks up a dotted key ("contact.errors.nameMin") and fills {{placeholders}}.
 * For code outside React (the CMS, e-mails); the web app uses i18next with the same dictionaries.
 * An unknown key returns the key itself so a missing text is visible, never a crash.
 */
export function translate(
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string {
  let node: unknown = dictionaries[language];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
