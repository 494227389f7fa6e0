import type { Language } from '@brilla/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';
import { languageFromPath, switchLanguagePath } from './language';
import { rememberLanguage } from './language-storage';

export type LanguageContextValue = {
  /** The page language, decided by the URL. */
  language: Language;
  /** The same page in another language (what the switcher links to). */
  pathFor: (target: Language) => string;
  /** Saves a choice (storage, cookie, `<html lang>`); the active language changes nothing. */
  remember: (target: Language) => void;
};

const LanguageContext = createContext<LanguageContextValue | null>(null);

export function LanguageProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const language = languageFromPath(pathname);
  const value = useMemo<LanguageContextValue>(
    () => ({
      language,
      pathFor: (target) => switchLanguagePath(pathname, search, target),
      remember: (target) => {
        if (target !== language) rememberLanguage(target);
      },
    }),
    [language, pathname, search],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage must be used within a LanguageProvider');
  return value;
}
