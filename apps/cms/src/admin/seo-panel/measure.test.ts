import { describe, expect, it } from 'vitest';
import { countCharacters, cutForResult, SEO_LIMITS, seoState, shownText } from './measure';

const letters = (count: number) => 'a'.repeat(count);

describe('counting what a result shows', () => {
  it('collapses spaces and line breaks as the page title does, and trims', () => {
    expect(shownText('  Agencia   de\n TikTok \t Live  ')).toBe('Agencia de TikTok Live');
    expect(shownText(null)).toBe('');
    expect(countCharacters('  Agencia   de\n TikTok  ')).toBe(17);
  });

  it('counts an accented letter, an ñ or an emoji as one character, however it is encoded', () => {
    expect(countCharacters('Campaña')).toBe(7);
    // "é" as e + combining accent, as some keyboards and pasted text give it.
    expect(countCharacters('Cafe\u0301')).toBe(4);
    expect(countCharacters('Hola 👋🏽')).toBe(6);
  });
});

describe('seoState', () => {
  it('says empty, short, good or cut for the title (30 to 60 characters)', () => {
    expect(SEO_LIMITS.title).toEqual({ min: 30, max: 60 });
    expect(seoState('', 'title')).toBe('empty');
    expect(seoState('   ', 'title')).toBe('empty');
    expect(seoState(undefined, 'title')).toBe('empty');
    expect(seoState(letters(29), 'title')).toBe('short');
    expect(seoState(letters(30), 'title')).toBe('good');
    expect(seoState(letters(60), 'title')).toBe('good');
    expect(seoState(letters(61), 'title')).toBe('cut');
  });

  it('says empty, short, good or cut for the description (120 to 160 characters)', () => {
    expect(SEO_LIMITS.description).toEqual({ min: 120, max: 160 });
    expect(seoState('', 'description')).toBe('empty');
    expect(seoState(letters(119), 'description')).toBe('short');
    expect(seoState(letters(120), 'description')).toBe('good');
    expect(seoState(letters(160), 'description')).toBe('good');
    expect(seoState(letters(161), 'description')).toBe('cut');
  });

  it('counts after collapsing spaces: padding does not push a title past the limit', () => {
    expect(seoState(`  ${letters(60)}  `, 'title')).toBe('good');
  });
});

describe('cutForResult', () => {
  it('keeps a text that fits whole', () => {
    expect(cutForResult('Agencia de TikTok Live', 60)).toBe('Agencia de TikTok Live');
    expect(cutForResult(letters(60), 60)).toBe(letters(60));
    expect(cutForResult('', 60)).toBe('');
  });

  it('cuts a longer one at the last word that fits, with "…", within the limit', () => {
    const title =
      'Agencia de TikTok Live en Colombia: streamers, campañas y resultados medibles cada mes';
    const shown = cutForResult(title, 60);
    expect(shown).toBe('Agencia de TikTok Live en Colombia: streamers, campañas y…');
    expect(countCharacters(shown)).toBeLessThanOrEqual(60);
    expect(title.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('leaves no comma, colon or dash before the "…"', () => {
    const shown = cutForResult(`${letters(40)} - ${letters(10)}, ${letters(20)}`, 60);
    expect(shown).toBe(`${letters(40)} - ${letters(10)}…`);
  });

  it('cuts inside the word when no space is near the end', () => {
    const shown = cutForResult(`Hola ${letters(80)}`, 60);
    expect(shown).toBe(`Hola ${letters(54)}…`);
    expect(countCharacters(shown)).toBe(60);
  });

  it('never splits a character: accents and emoji stay whole', () => {
    const shown = cutForResult('é'.normalize('NFD').repeat(70), 60);
    expect(countCharacters(shown)).toBe(60);
    expect(shown.endsWith('e\u0301…')).toBe(true);
  });
});
