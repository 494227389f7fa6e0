import type { Language } from '@brilla/i18n';
import { createContext, type ReactNode, useContext } from 'react';
import { useLanguage } from '~/i18n/language-context';

/**
 * The language of the CMS text of the blocks when it differs from the page's (an English URL
 * showing a Spanish-only page). Blocks mark their CMS text with it and leave fixed UI text, which
 * is in the page language, unmarked, so every fragment carries the language it is written in.
 */
const ContentLanguage = createContext<Language | undefined>(undefined);

export function ContentLanguageProvider({
  lang,
  children,
}: {
  lang: Language | undefined;
  children: ReactNode;
}) {
  return <ContentLanguage.Provider value={lang}>{children}</ContentLanguage.Provider>;
}

/** `lang` for CMS text: set only when it differs from the page language. */
export function useContentLang(): Language | undefined {
  return useContext(ContentLanguage);
}

/** `lang` for fixed UI text inside CMS text marked with another language. */
export function useUiLangInside(): Language | undefined {
  const content = useContext(ContentLanguage);
  const { language } = useLanguage();
  return content && content !== language ? language : undefined;
}
