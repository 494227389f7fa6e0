import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from './languages.js';

/**
 * The language of ours an `Accept-Language` header ranks first (`en-US,en;q=0.9` → en,
 * `fr,en;q=0.5` → en, `en;q=0` → es); Spanish when it names none of ours or is missing.
 * The one reading of the header for the web (where `/` sends a first visit) and the CMS (the
 * language of its answers); the `negotiator` library does the parsing.
 */
export function negotiateLanguage(acceptLanguage: string | null | undefined): Language {
  // Stryker disable next-line ConditionalExpression: negotiator reads no header as any language and takes the first offered, Spanish; the test is for the reader.
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const best = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
    ...LANGUAGES,
  ]);
  return isLanguage(best) ? best : DEFAULT_LANGUAGE;
}
