import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_STORAGE_KEY,
  type Language,
} from '@brilla/i18n/languages';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Browser side of a language choice: local storage, the `lang` cookie and `<html lang>`. */
export function rememberLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be disabled (private mode); the cookie still carries the choice.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server redirect of `/`
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
  document.documentElement.lang = language;
}

/** The stored choice, if any and valid. */
export function storedLanguage(): Language | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The `lang` cookie from a Cookie header (server side of `/`). */
export function languageFromCookie(header: string | null): Language | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

/**
 * docs/product.md §4: a valid stored choice is used. The page language comes from the URL; the
 * stored choice steers `/`, which the server reads from the cookie, so a lost cookie is restored
 * here.
 */
export function restoreLanguageCookie(): void {
  const stored = storedLanguage();
  if (stored && languageFromCookie(document.cookie) === null) {
    // biome-ignore lint/suspicious/noDocumentCookie: the same plain cookie as rememberLanguage
    document.cookie = `${LANGUAGE_COOKIE}=${stored}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax`;
  }
}
