import { describe, expect, it } from 'vitest';
import { ADMIN_TRANSLATIONS } from './translations';

describe('admin translations', () => {
  it('has the same keys in Spanish and English', () => {
    expect(Object.keys(ADMIN_TRANSLATIONS.en).sort()).toEqual(
      Object.keys(ADMIN_TRANSLATIONS.es).sort(),
    );
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    for (const [key, text] of Object.entries(ADMIN_TRANSLATIONS.es)) {
      const english = ADMIN_TRANSLATIONS.en[key as keyof typeof ADMIN_TRANSLATIONS.en];
      expect(placeholders(english).sort(), key).toEqual(placeholders(text).sort());
    }
  });
});
