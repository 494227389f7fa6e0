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

  it('carries what the page shows to the other language, not where the visitor came from', () => {
    expect(switchLanguagePath('/calculadora', '?h=12&utm_source=ig&fbclid=x', 'en')).toBe(
      '/en/calculadora?h=12',
    );
    expect(switchLanguagePath('/en/inicio', '?utm_campaign=navidad', 'es')).toBe('/inicio');
  });
});

describe('the language switcher link', () => {
  // A link a browser on the site would follow elsewhere: "//host", "/\\host", "\\\\host".
  const leavesTheSite = (href: string) =>
    new URL(href, 'https://brilla.test/inicio').origin !== 'https://brilla.test';

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\\\\evil.example',
    '///evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/en//evil.example/x',
    '/en/\\evil.example',
    '/en///evil.example',
  ])('stays on the site for the path %j in both languages', (path) => {
    for (const target of ['es', 'en'] as const) {
      const href = switchLanguagePath(path, '?a=1', target);
      expect(href).toMatch(/^\/(?!\/)[^\\]*$/);
      expect(leavesTheSite(href)).toBe(false);
    }
  });

  it('keeps a normal page and its query', () => {
    expect(switchLanguagePath('/en/blog', '?page=2', 'es')).toBe('/blog?page=2');
    expect(switchLanguagePath('//evil.example/x', '', 'en')).toBe('/en/evil.example/x');
  });
});
