import { en } from './en.js';
import { es } from './es.js';
import type { Language } from './languages.js';
import type { Dictionary } from './types.js';

export { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language, toLanguage } from './languages.js';
export { negotiateLanguage } from './negotiate.js';
export type { Dictionary } from './types.js';

export const dictionaries: Record<Language, Dictionary> = { es, en };

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
    // A dictionary holds objects and strings only (never null), so an object is a level to enter.
    node = typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  if (typeof node !== 'string') return key;
  return node.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}
