import { describe, expect, it } from 'vitest';
import { negotiateLanguage } from './negotiate.js';

describe('negotiateLanguage', () => {
  it('follows the first of our languages the browser ranks', () => {
    expect(negotiateLanguage('en-US,en;q=0.9')).toBe('en');
    expect(negotiateLanguage('fr-FR, en-US;q=0.8, es;q=0.5')).toBe('en');
    expect(negotiateLanguage('es-CO,es;q=0.9,en;q=0.8')).toBe('es');
    expect(negotiateLanguage('fr, EN-gb ;q=0.9, es;q=0.8')).toBe('en');
  });
  it('ranks by quality, then by the order of the header', () => {
    expect(negotiateLanguage('es;q=0.5, en')).toBe('en');
    expect(negotiateLanguage('es;q=0.9, en;q=0.95')).toBe('en');
    expect(negotiateLanguage('en;q=0.5, es;q=0.5')).toBe('en');
    expect(negotiateLanguage('fr, es;q=0.5, en;q=0.5, de')).toBe('es');
    expect(negotiateLanguage('es;level=1;q=0.5, en;q=0.9')).toBe('en');
  });
  it('leaves out a language the browser refuses (q=0)', () => {
    expect(negotiateLanguage('en;q=0')).toBe('es');
    expect(negotiateLanguage('en;q=0, es;q=0.1')).toBe('es');
    expect(negotiateLanguage('fr,,en;q=0.1')).toBe('en');
  });
  it('defaults to Spanish without a header or with none of ours', () => {
    expect(negotiateLanguage(undefined)).toBe('es');
    expect(negotiateLanguage(null)).toBe('es');
    expect(negotiateLanguage('')).toBe('es');
    expect(negotiateLanguage('fr, de')).toBe('es');
    expect(negotiateLanguage('*;q=0.1, fr')).toBe('es');
  });
});
