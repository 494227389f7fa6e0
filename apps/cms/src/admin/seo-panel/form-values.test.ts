import { describe, expect, it } from 'vitest';
import { seoValues, slugValue } from './form-values';

describe('seoValues', () => {
  it("reads the SEO component's title and description", () => {
    expect(
      seoValues({ metaTitle: 'Título', metaDescription: 'Descripción', keywords: 'x' }),
    ).toEqual({ added: true, title: 'Título', description: 'Descripción' });
  });

  it('tells an entry without its SEO component, and empty fields, apart', () => {
    expect(seoValues(null)).toEqual({ added: false, title: '', description: '' });
    expect(seoValues(undefined)).toEqual({ added: false, title: '', description: '' });
    expect(seoValues({ metaTitle: null })).toEqual({ added: true, title: '', description: '' });
  });
});

describe('slugValue', () => {
  it('gives the slug, or an empty one', () => {
    expect(slugValue(' mi-post ')).toBe('mi-post');
    expect(slugValue(null)).toBe('');
    expect(slugValue(7)).toBe('');
  });
});
