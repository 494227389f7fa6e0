import type { Language } from '@brilla/i18n';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { dictionaryTranslator, type Translate } from './translator';

/** Gives a translator per language: i18next's on the server, the dictionary one in the browser. */
export type TranslatorFactory = (language: Language) => Translate;

const TranslatorContext = createContext<TranslatorFactory>(dictionaryTranslator);

export function TranslatorProvider({
  factory,
  children,
}: {
  factory: TranslatorFactory;
  children: ReactNode;
}) {
  return <TranslatorContext.Provider value={factory}>{children}</TranslatorContext.Provider>;
}

export function useTranslator(language: Language): Translate {
  const factory = useContext(TranslatorContext);
  return useMemo(() => factory(language), [factory, language]);
}
