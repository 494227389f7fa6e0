import { dictionaries, LANGUAGES } from '@brilla/i18n';
import { describe, expect, it } from 'vitest';
import { createI18n, i18nextTranslators } from './create-i18n';
import { dictionaryTranslator } from './translator';

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix];
  return Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
}

const VALUES = {
  year: 2026,
  siteName: 'Brilla Talent',
  min: 2,
  max: 50,
  name: 'Ana',
  author: 'Laura',
  minutes: 4,
  date: '14 de septiembre de 2026',
  page: 2,
  pageCount: 3,
};

describe('browser translator', () => {
  const server = i18nextTranslators(createI18n());

  for (const language of LANGUAGES) {
    it(`gives the same text as the server's i18next for every ${language} key`, () => {
      const browser = dictionaryTranslator(language);
      const reference = server(language);
      const keys = keysOf(dictionaries[language]);
      expect(keys.length).toBeGreaterThan(50);
      for (const key of keys) expect(browser(key, VALUES), key).toBe(reference(key, VALUES));
    });
  }

  it('fills placeholders and returns unknown keys as they are', () => {
    const t = dictionaryTranslator('es');
    expect(t('footer.copyright', { year: 2026, siteName: 'Brilla Talent' })).toBe(
      '© 2026 Brilla Talent. Todos los derechos reservados.',
    );
    expect(t('nope.missing')).toBe('nope.missing');
    // A key that names a group of texts, or goes past a text, is no text either.
    expect(t('common')).toBe('common');
    expect(t('common.next.more.deeper')).toBe('common.next.more.deeper');
    expect(i18nextTranslators(createI18n())('es')('nope.missing')).toBe('nope.missing');
  });

  it('fills a placeholder written with spaces inside its braces, as i18next does', () => {
    const text = 'Hola {{ name }} y {{author}}';
    const values = { name: 'Ana', author: 'Laura' };
    expect(dictionaryTranslator('es')(text, values)).toBe('Hola Ana y Laura');
    expect(i18nextTranslators(createI18n())('es')(text, values)).toBe('Hola Ana y Laura');
  });
});

describe('server translator', () => {
  it('has every text at once: the first render needs no wait for the dictionaries', () => {
    const instance = createI18n('en');
    expect(instance.isInitialized).toBe(true);
    expect(instance.t('common.next')).toBe(dictionaries.en.common.next);
  });

  it('keeps each language and each set of values apart, asked in any order', () => {
    const server = i18nextTranslators(createI18n());
    const es = server('es');
    const en = server('en');
    const copyright = (year: number) => ({ year, siteName: 'Brilla Talent' });
    expect(es('common.next')).toBe(dictionaries.es.common.next);
    expect(en('common.next')).toBe(dictionaries.en.common.next);
    expect(es('common.next')).toBe(dictionaries.es.common.next);
    expect(es('footer.copyright', copyright(2026))).toContain('© 2026 Brilla Talent');
    expect(es('footer.copyright', copyright(2027))).toContain('© 2027 Brilla Talent');
    // Without values the placeholders stay as i18next leaves them, whatever was asked before.
    expect(es('footer.copyright')).not.toContain('2027');
  });

  it('leaves values unescaped (React escapes) and shows the Spanish text of a key English lacks', () => {
    const instance = createI18n('en');
    instance.addResource('es', 'translation', 'only.spanish', 'Solo en español');
    const server = i18nextTranslators(instance);
    expect(server('en')('only.spanish')).toBe('Solo en español');
    expect(server('es')('testimonials.watchVideo', { name: 'Ana & <b>' })).toBe(
      'Ver el video de Ana & <b>',
    );
  });
});
