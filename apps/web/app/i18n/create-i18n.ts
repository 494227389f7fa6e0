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
    initAsync: false,
    // React escapes text itself.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** The server's translators: i18next's fixed-language `t`, as plain strings, one per language. */
export function i18nextTranslators(instance: i18n): TranslatorFactory {
  const translators = new Map<Language, Translate>();
  return (language) => {
    let translate = translators.get(language);
    if (!translate) {
      const fixed = instance.getFixedT(language);
      translate = (key, values) => String(fixed(key, values ?? {}));
      translators.set(language, translate);
    }
    return translate;
  };
}
