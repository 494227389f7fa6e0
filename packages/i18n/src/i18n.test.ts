import { describe, expect, it } from 'vitest';
import { dictionaries, LANGUAGES, toLanguage, translate } from './index.js';

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
  });
});

describe('toLanguage', () => {
  it('keeps es and en and falls back to Spanish for anything else', () => {
    expect(toLanguage('en')).toBe('en');
    expect(toLanguage('es')).toBe('es');
    expect(toLanguage('fr')).toBe('es');
    expect(toLanguage(undefined)).toBe('es');
  });
});
