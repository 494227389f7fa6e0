import { DEFAULT_LANGUAGE, dictionaries, LANGUAGES, type Language } from '@brilla/i18n';
import { createInstance, type i18n } from 'i18next';
import type { Translate } from './translator';
import type { TranslatorFactory } from './translator-context';

/**
 * An i18next instance with both dictionaries bundled and initialised synchronously, so the
 * first render (server or hydration) already has every text. The server makes one and renders
 * every request with it: each page asks for its language's fixed `t`, nothing changes the
 * instance's own language.
 */
export function createI18n(language: Language = DEFAULT_LANGUAGE): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: {
      es: { translation: dictionaries.es },
      en: { translation: dictionaries.en },
    },
    // Stryker disable next-line BooleanLiteral: with resources given, i18next (26) loads them at once whatever initAsync says (`resources || !initAsync`).
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    // Stryker disable next-line BooleanLiteral: no dictionary value is null (translator.test.ts walks every one as text), so no lookup meets one.
    returnNull: false,
  });
  return instance;
}

/** Texts without values a translator remembers: the dictionaries' keys, with room to spare. */
const REMEMBERED_TEXTS = 2_000;

/**
 * The server's translators: i18next's fixed-language `t`, as plain strings, one per language.
 * The dictionaries never change while the server runs, so a text without values is looked up
 * once (a page asks for a hundred; i18next's lookup was a tenth of a render).
 */
export function i18nextTranslators(instance: i18n): TranslatorFactory {
  const translators = new Map<Language, Translate>();
  return (language) => {
    let translate = translators.get(language);
    // Stryker disable next-line ConditionalExpression: a cache; a new translator gives the same texts
    if (!translate) {
      const fixed = instance.getFixedT(language);
      const texts = new Map<string, string>();
      translate = (key, values) => {
        // Stryker disable next-line ConditionalExpression: without values, fixed(key, undefined) gives the text the cache below keeps (fixed(key, {})).
        if (values) return String(fixed(key, values));
        let text = texts.get(key);
        // Stryker disable next-line ConditionalExpression: a cache; looking the text up again gives the same
        if (text === undefined) {
          text = String(fixed(key, {}));
          // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: how many texts are remembered only costs memory or time
          if (texts.size < REMEMBERED_TEXTS) texts.set(key, text);
        }
        return text;
      };
      // Stryker disable next-line CallExpression: a cache of the translator made above
      translators.set(language, translate);
    }
    return translate;
  };
}
