import { DEFAULT_LANGUAGE, type Language } from '@brilla/i18n/languages';
import { dictionaryOf } from './dictionaries';

/** `t(key, values)`: the text of a dotted key in one language, `{{name}}` placeholders filled. */
export type Translate = (key: string, values?: Record<string, unknown>) => string;

function lookup(language: Language, key: string): string | undefined {
  let node: unknown = dictionaryOf(language);
  for (const part of key.split('.')) {
    // Stryker disable next-line ConditionalExpression: no dictionary value is null (translator.test.ts walks every one as text), so no key reaches one.
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The browser's translator: same dictionaries and the same results as the server's i18next
 * instance for every key (a test compares them), in a few hundred bytes instead of ~20 KB.
 * Missing keys fall back to Spanish, then to the key itself, as i18next does with our settings.
 */
export function dictionaryTranslator(language: Language): Translate {
  return (key, values = {}) => {
    const text = lookup(language, key) ?? lookup(DEFAULT_LANGUAGE, key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      name in values ? String(values[name]) : match,
    );
  };
}

/** One text outside React (meta functions), from the dictionaries this context holds. */
export function textOf(language: Language, key: string, values?: Record<string, unknown>): string {
  return dictionaryTranslator(language)(key, values);
}
