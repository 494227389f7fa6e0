import { DEFAULT_LANGUAGE, dictionaries, LANGUAGES, type Language } from '@brilla/i18n';
import { createInstance, type i18n } from 'i18next';
import type { TranslatorFactory } from './translator-context';

/**
 * An i18next instance with both dictionaries bundled and initialised synchronously, so the
 * first render (server or hydration) already has every text. The server makes one per request.
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

/** The server's translators: i18next's fixed-language `t`, as plain strings. */
export function i18nextTranslators(instance: i18n): TranslatorFactory {
  return (language) => {
    const fixed = instance.getFixedT(language);
    return (key, values) => String(fixed(key, values ?? {}));
  };
}
