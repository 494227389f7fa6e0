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

  it('writes dollars and euros exactly as Intl does, in both languages, rounding included', () => {
    // Edges of rounding, grouping and sign, then amounts of every size from a fixed sequence.
    const values = [
      0,
      -0,
      0.001,
      0.004,
      0.005,
      0.0049,
      0.015,
      0.125,
      0.135,
      1.005,
      1.015,
      2.675,
      9.995,
      99.995,
      999.995,
      9999.995,
      1234.5,
      12345.678,
      123456.789,
      1e6,
      12345678.9,
      1e15,
      1e20,
      -1234.5,
      -0.001,
      -0.005,
      429,
      1e-7,
      5e-324,
      0.1 + 0.2,
      1e21,
      12345600,
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 2000; i += 1) {
      values.push(
        Math.round(next() * 10 ** (1 + (i % 9))) / 10 ** (i % 5),
        next() * 10 ** (i % 12),
      );
    }
    for (const language of ['es', 'en'] as const) {
      for (const currency of ['USD', 'EUR']) {
        const intl = new Intl.NumberFormat(language, {
          style: 'currency',
          currency,
          maximumFractionDigits: 2,
        });
        const differing = values.filter(
          (value) => formatMoney(value, currency, language) !== intl.format(value),
        );
        expect(differing, `${language} ${currency}`).toEqual([]);
      }
    }
  });
});
