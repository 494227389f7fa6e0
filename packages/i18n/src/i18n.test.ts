import { describe, expect, it } from 'vitest';
import { dictionaries, LANGUAGES, toLanguage, translate } from './index.js';
import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from './languages.js';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('dictionaries', () => {
  it('have identical keys in Spanish and English', () => {
    expect(keysOf(dictionaries.en).sort()).toEqual(keysOf(dictionaries.es).sort());
  });

  it('have no empty text in any language', () => {
    for (const language of LANGUAGES) {
      for (const key of keysOf(dictionaries[language])) {
        expect(translate(language, key), `${language}:${key}`).not.toBe('');
      }
    }
  });
});

describe('translate', () => {
  it('fills placeholders in the requested language', () => {
    expect(translate('es', 'contact.errors.nameMin', { min: 2 })).toBe(
      'El nombre debe tener al menos 2 caracteres',
    );
    expect(translate('en', 'contact.errors.nameMin', { min: 2 })).toBe(
      'Name must be at least 2 characters',
    );
  });

  it('returns the key when a text is missing, so the gap is visible', () => {
    expect(translate('en', 'contact.errors.nope')).toBe('contact.errors.nope');
    expect(translate('en', 'nope.deeper.still')).toBe('nope.deeper.still');
    // A key that goes on below a text names no text, not a letter of it.
    expect(translate('es', 'contact.errors.nameMin.0')).toBe('contact.errors.nameMin.0');
    expect(translate('es', 'contact.errors')).toBe('contact.errors');
  });

  it('keeps a placeholder it has no value for, and fills every one it has', () => {
    expect(translate('en', 'contact.errors.nameMin')).toBe(
      'Name must be at least {{min}} characters',
    );
    expect(translate('en', 'contact.errors.nameMin', { max: 9 })).toBe(
      'Name must be at least {{min}} characters',
    );
    expect(translate('en', 'contact.errors.nameMin', { min: 0 })).toBe(
      'Name must be at least 0 characters',
    );
  });
});

describe('toLanguage', () => {
  it('keeps es and en and falls back to Spanish for anything else', () => {
    expect(toLanguage('en')).toBe('en');
    expect(toLanguage('es')).toBe('es');
    expect(toLanguage('fr')).toBe('es');
    expect(toLanguage(undefined)).toBe('es');
    expect(toLanguage(['en'])).toBe('es');
  });

  it('tells a supported language from anything else', () => {
    expect([isLanguage('es'), isLanguage('en'), isLanguage('EN'), isLanguage(null)]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe('the stored language choice', () => {
  it("keeps the names of docs/product.md §4 and docs/design.md §3, which visitors' browsers already hold", () => {
    expect(LANGUAGE_STORAGE_KEY).toBe('mediaLanguagePreference');
    expect(LANGUAGE_COOKIE).toBe('lang');
  });
});
