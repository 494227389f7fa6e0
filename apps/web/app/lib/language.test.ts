import { describe, expect, it } from 'vitest';
import { languageFromPath, localizePath, stripLanguage, switchLanguagePath } from './language';

describe('language from the URL', () => {
  it.each([
    ['/inicio', 'es'],
    ['/en', 'en'],
    ['/en/inicio', 'en'],
    ['/english-page', 'es'],
  ])('%s is %s', (path, language) => {
    expect(languageFromPath(path)).toBe(language);
  });

  it('maps site paths between languages and leaves other links alone', () => {
    expect(localizePath('/nosotros', 'en')).toBe('/en/nosotros');
    expect(localizePath('/en/nosotros', 'es')).toBe('/nosotros');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('https://wa.me/1', 'en')).toBe('https://wa.me/1');
    expect(localizePath('//evil.example/x', 'en')).toBe('//evil.example/x');
    expect(localizePath('mailto:a@b.co', 'en')).toBe('mailto:a@b.co');
    expect(stripLanguage('/en')).toBe('/');
    expect(switchLanguagePath('/en/blog', '?page=2', 'es')).toBe('/blog?page=2');
  });
});
