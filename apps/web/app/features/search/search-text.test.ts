import { describe, expect, it } from 'vitest';
import { foldTerm, markTerms, snippet } from './search-text';

describe('foldTerm', () => {
  it('compares words without case or accents', () => {
    expect(['Niño', 'CAMPAÑA', 'Públicos', 'ü', 'çà'].map(foldTerm)).toEqual([
      'nino',
      'campana',
      'publicos',
      'u',
      'ca',
    ]);
  });
});

describe('markTerms', () => {
  it('marks each found word as written, whatever its accents, and keeps the text between', () => {
    expect(markTerms('Los niños y el Niño, ¡niños!', new Set(['ninos']))).toEqual([
      'Los ',
      'niños',
      ' y el Niño, ¡',
      'niños',
      '!',
    ]);
  });

  it('gives the text whole when no word is found, and a found word at an odd position always', () => {
    expect(markTerms('Sin nada', new Set(['otra']))).toEqual(['Sin nada']);
    expect(markTerms('TikTok', new Set(['tiktok']))).toEqual(['', 'TikTok']);
    expect(markTerms('niños niños', new Set(['ninos']))).toEqual(['', 'niños', ' ', 'niños']);
    expect(markTerms('', new Set(['x']))).toEqual([]);
  });
});

describe('snippet', () => {
  const words = (from: number, to: number) =>
    Array.from({ length: to - from }, (_, i) => `p${from + i}`).join(' ');

  it('starts six words before the first found word and cuts after 28 words, with ellipses', () => {
    const text = `${words(0, 40)} Campaña ${words(40, 80)}`;
    expect(snippet(text, new Set(['campana']))).toBe(
      `… ${words(34, 40)} Campaña ${words(40, 61)} …`,
    );
  });

  it('shows the start of the text when the found word is early or absent', () => {
    expect(snippet(`${words(0, 3)} niño ${words(3, 5)}`, new Set(['nino']))).toBe(
      `${words(0, 3)} niño ${words(3, 5)}`,
    );
    expect(snippet(words(0, 40), new Set(['nada']))).toBe(`${words(0, 28)} …`);
    expect(snippet('  una   frase  corta ', new Set(['frase']))).toBe('una frase corta');
  });

  it('finds a word inside punctuation', () => {
    expect(snippet(`${words(0, 10)} «Streamers», ${words(10, 12)}`, new Set(['streamers']))).toBe(
      `… ${words(4, 10)} «Streamers», ${words(10, 12)}`,
    );
  });

  it('finds a word joined to another by a slash or a dash', () => {
    expect(
      snippet(`${words(0, 10)} creadores/streamers ${words(10, 12)}`, new Set(['streamers'])),
    ).toBe(`… ${words(4, 10)} creadores/streamers ${words(10, 12)}`);
  });
});
