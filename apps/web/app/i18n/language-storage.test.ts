import { beforeEach, describe, expect, it, vi } from 'vitest';
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
    // Another cookie holding a language is not the choice.
    expect(languageFromCookie('theme=en; lang=es')).toBe('es');
    expect(languageFromCookie('theme=en')).toBeNull();
    expect(languageFromCookie(null)).toBeNull();
  });

  it('restores a lost cookie from a valid stored choice', () => {
    window.localStorage.setItem('mediaLanguagePreference', 'en');
    restoreLanguageCookie();
    expect(languageFromCookie(document.cookie)).toBe('en');
  });

  it('keeps the cookie a year, for the whole site', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    rememberLanguage('es');
    expect(written).toHaveBeenCalledWith('lang=es; Max-Age=31536000; Path=/; SameSite=Lax');
    clear();
    written.mockClear();
    window.localStorage.setItem('mediaLanguagePreference', 'en');
    restoreLanguageCookie();
    expect(written).toHaveBeenCalledWith('lang=en; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('leaves a cookie that is there alone, and writes none without a stored choice', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    restoreLanguageCookie();
    expect(written).not.toHaveBeenCalled();
    window.localStorage.setItem('mediaLanguagePreference', 'en');
    // biome-ignore lint/suspicious/noDocumentCookie: the cookie another tab set
    document.cookie = 'lang=es; Path=/';
    written.mockClear();
    restoreLanguageCookie();
    expect(written).not.toHaveBeenCalled();
    expect(languageFromCookie(document.cookie)).toBe('es');
  });

  it('reads no choice where storage is disabled, and still saves the cookie', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(storedLanguage()).toBeNull();
    rememberLanguage('en');
    expect(languageFromCookie(document.cookie)).toBe('en');
  });
});
