import { LANGUAGES } from '@brilla/i18n';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
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
    expect(formatDate('2026-01-31T23:30:00-05:00', 'es')).toBe('1 de febrero de 2026');
    expect(formatDate('pronto', 'es')).toBe('pronto');
    expect(formatDate('', 'en')).toBe('');
  });

  it('never asks Intl, whose first formatter loads the date data in the middle of hydrating', () => {
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(formatDate('2026-12-01', 'es')).toBe('1 de diciembre de 2026');
    expect(intl).not.toHaveBeenCalled();
  });
});

describe('formatMoney', () => {
  it('formats in the page language, with a plain number for a currency Intl does not know', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(429, 'USD', 'es')).toBe('429,00\u00a0US$');
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(12.5, 'NOPE1', 'en')).toBe('12.5 NOPE1');
    expect(formatMoney(12.345, 'NOPE2', 'en')).toBe('12.35 NOPE2');
    expect(formatMoney(Number.POSITIVE_INFINITY, 'EUR', 'es')).toBe('0,00\u00a0€');
  });

  it('writes dollars and euros without Intl, and makes one Intl formatter per other currency', () => {
    // Each first Intl currency formatter loads the number data: an 11 ms task while hydrating.
    const made: string[] = [];
    const Original = Intl.NumberFormat;
    class Counted extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made.push(`${args[0]} ${args[1]?.currency}`);
      }
    }
    // Put back after the test (vi.spyOn's stand-in makes no real formatter for `new`).
    Object.defineProperty(Intl, 'NumberFormat', { value: Counted });
    // `format` is a getter on the prototype (a bound function per formatter): count its reads.
    const formatGetter = Object.getOwnPropertyDescriptor(Original.prototype, 'format');
    let formatting = 0;
    Object.defineProperty(Original.prototype, 'format', {
      configurable: true,
      get() {
        formatting += 1;
        return formatGetter?.get?.call(this);
      },
    });
    onTestFinished(() => {
      if (formatGetter) Object.defineProperty(Original.prototype, 'format', formatGetter);
    });
    onTestFinished(() => {
      Object.defineProperty(Intl, 'NumberFormat', { value: Original });
    });
    expect(formatMoney(1234.5, 'USD', 'es')).toBe('1234,50\u00a0US$');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(12345.5, 'EUR', 'es')).toBe('12.345,50\u00a0€');
    expect(formatMoney(-0.5, 'EUR', 'en')).toBe('-€0.50');
    expect(made).toEqual([]);
    // Nor a formatter an earlier call made: none formats these.
    expect(formatting).toBe(0);
    // Exponent notation goes through Intl, once per language and currency.
    expect(formatMoney(1e21, 'EUR', 'es')).toBe('1.000.000.000.000.000.000.000,00\u00a0€');
    expect(formatMoney(2e21, 'EUR', 'es')).toBe('2.000.000.000.000.000.000.000,00\u00a0€');
    expect(formatMoney(1500, 'COP', 'es')).toBe('1500\u00a0COP');
    expect(formatMoney(2500.25, 'COP', 'es')).toBe('2500,25\u00a0COP');
    expect(made).toEqual(['es EUR', 'es COP']);
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
