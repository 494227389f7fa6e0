import { describe, expect, it } from 'vitest';
import { resolveLanguage } from './accept-language';

describe('resolveLanguage', () => {
  it('prefers the submitted language', () => {
    expect(resolveLanguage('en', 'es-CO')).toBe('en');
  });
  it('falls back to the best supported Accept-Language', () => {
    expect(resolveLanguage(undefined, 'fr-FR, en-US;q=0.8, es;q=0.5')).toBe('en');
    expect(resolveLanguage('de', 'es-CO,es;q=0.9')).toBe('es');
    expect(resolveLanguage(undefined, 'en;q=0, es;q=0.1')).toBe('es');
  });
  it('leaves out a language the browser refuses (q=0)', () => {
    expect(resolveLanguage(undefined, 'en;q=0')).toBe('es');
    expect(resolveLanguage(undefined, 'fr,,en;q=0.1')).toBe('en');
  });
  it('ranks by quality, then by the order of the header', () => {
    expect(resolveLanguage(undefined, 'es;q=0.5, en')).toBe('en');
    expect(resolveLanguage(undefined, 'es;q=0.9, en;q=0.95')).toBe('en');
    expect(resolveLanguage(undefined, 'en;q=0.5, es;q=0.5')).toBe('en');
    expect(resolveLanguage(undefined, 'fr, es;q=0.5, en;q=0.5, de')).toBe('es');
  });
  it('reads the quality among other parameters, with spaces around it', () => {
    expect(resolveLanguage(undefined, 'es; q=0.5, en; q=0.9')).toBe('en');
    expect(resolveLanguage(undefined, 'es;q=0.5 ;v=1, en;q=0.9')).toBe('en');
    expect(resolveLanguage(undefined, 'es;level=1;q=0.5, en;q=0.9')).toBe('en');
    expect(resolveLanguage(undefined, 'fr, EN-gb ;q=0.9, es;q=0.8')).toBe('en');
    expect(resolveLanguage(undefined, 'fr, en ;q=0.9, es;q=0.8')).toBe('en');
  });
  it('takes a malformed quality as the full one', () => {
    expect(resolveLanguage(undefined, 'es;xq=0.1, en;q=0.5')).toBe('es');
    expect(resolveLanguage(undefined, 'es;q=0.1x, en;q=0.5')).toBe('es');
  });
  it('defaults to Spanish', () => {
    expect(resolveLanguage(undefined, undefined)).toBe('es');
    expect(resolveLanguage(42, 'fr, de')).toBe('es');
  });
});
