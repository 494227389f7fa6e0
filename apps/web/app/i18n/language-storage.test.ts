import { beforeEach, describe, expect, it } from 'vitest';
import {
  languageFromCookie,
  rememberLanguage,
  restoreLanguageCookie,
  storedLanguage,
} from './language-storage';

function clear() {
  window.localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: resets the test browser's cookie
  document.cookie = 'lang=; Max-Age=0; Path=/';
}

describe('language storage', () => {
  beforeEach(clear);

  it('saves a choice in storage, the cookie and <html lang>', () => {
    rememberLanguage('en');
    expect(storedLanguage()).toBe('en');
    expect(languageFromCookie(document.cookie)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('ignores invalid stored values and cookies', () => {
    window.localStorage.setItem('mediaLanguagePreference', 'fr');
    expect(storedLanguage()).toBeNull();
    expect(languageFromCookie('a=1; lang=fr')).toBeNull();
    expect(languageFromCookie('a=1; lang=en')).toBe('en');
    expect(languageFromCookie(null)).toBeNull();
  });

  it('restores a lost cookie from a valid stored choice', () => {
    window.localStorage.setItem('mediaLanguagePreference', 'en');
    restoreLanguageCookie();
    expect(languageFromCookie(document.cookie)).toBe('en');
  });
});
