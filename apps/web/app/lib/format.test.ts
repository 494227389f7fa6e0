import { LANGUAGES } from '@brilla/i18n';
import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format';

describe('formatDate', () => {
  it('writes every month of the year as Intl’s long date does, in both languages', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' });
      for (let month = 1; month <= 12; month++) {
        for (const day of [1, 9, 28]) {
          const value = `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect(formatDate(value, language)).toBe(intl.format(new Date(`${value}T00:00:00Z`)));
        }
      }
    }
    expect(formatDate('2026-09-14', 'es')).toBe('14 de septiembre de 2026');
    expect(formatDate('2026-09-14', 'en')).toBe('September 14, 2026');
  });

  it('reads full timestamps in UTC and leaves what is not a date as it is', () => {
    expect(formatDate('2026-01-31T23:30:00.000Z', 'en')).toBe('January 31, 2026');
    expect(formatDate('pronto', 'es')).toBe('pronto');
  });
});

describe('formatMoney', () => {
  it('formats in the page language, with a plain number for a currency Intl does not know', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(429, 'USD', 'es')).toBe('429,00\u00a0US$');
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(12.5, 'NOPE1', 'en')).toBe('12.5 NOPE1');
  });
});
