import { isLanguage, type Language, negotiateLanguage } from '@brilla/i18n';

/** The submission's `language`, else the best supported Accept-Language, else es. */
export function resolveLanguage(requested: unknown, acceptLanguage: string | undefined): Language {
  return isLanguage(requested) ? requested : negotiateLanguage(acceptLanguage);
}
