import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './accept-language';

// The header's reading itself is @brilla/i18n's negotiateLanguage (its tests); here, which wins.
describe('resolveLanguage', () => {
  it('prefers the submitted language', () => {
    expect(resolveLanguage('en', 'es-CO')).toBe('en');
    expect(resolveLanguage('es', 'en-US')).toBe('es');
  });
  it('falls back to the best supported Accept-Language', () => {
    expect(resolveLanguage(undefined, 'fr-FR, en-US;q=0.8, es;q=0.5')).toBe('en');
    expect(resolveLanguage('de', 'es-CO,es;q=0.9')).toBe('es');
  });
  it('defaults to Spanish', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('es');
    expect(resolveLanguage(42, 'fr, de')).toBe('es');
  });
});
