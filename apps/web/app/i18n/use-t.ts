import { useLanguage } from './language-context';
import type { Translate } from './translator';
import { useTranslator } from './translator-context';

/** `t` in the page language (decided by the URL). */
export function useT(): Translate {
  const { language } = useLanguage();
  return useTranslator(language);
}
