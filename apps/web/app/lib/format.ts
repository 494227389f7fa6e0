import type { Language } from '@brilla/i18n';

/** Month names of the long date, as Intl (CLDR) writes them in each language. */
const MONTHS: Record<Language, readonly string[]> = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

/**
 * Dates of CMS content ("2026-09-14") in the page language, UTC so server and browser agree:
 * "14 de septiembre de 2026", "September 14, 2026" (Intl's long date, tested against it).
 * Written out rather than asked of Intl: a page's first Intl formatter loads the browser's
 * number and date data, a 13–16 ms task on this machine (ten times that on a low-tier phone)
 * in the middle of hydrating a blog list.
 */
export function formatDate(value: string, language: Language): string {
  // A date alone ("2026-09-14") is read as UTC midnight (ECMAScript's date-only form), a full
  // timestamp at its own offset: no time zone of the server or the browser comes in.
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const day = date.getUTCDate();
  const month = MONTHS[language][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return language === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

/**
 * The currencies whose amounts are written out by hand, with their symbol in each language as
 * Intl (CLDR) writes it: the calculator's default (USD) and the euro. Like dates, a page's first
 * Intl currency formatter loads the browser's number data: an 11 ms task here, in the middle of
 * hydrating the calculator. Any other currency goes through Intl.
 */
const SYMBOLS: Record<string, Record<Language, string>> = {
  USD: { es: 'US$', en: '$' },
  EUR: { es: '€', en: '€' },
};

/**
 * `digits` (a decimal string such as "1234.5", as `String(number)` writes it) rounded to two
 * decimals half away from zero, as Intl rounds the decimal it shows (1.005 → "1.01", where
 * `toFixed` sees the binary 1.00499… and gives "1.00").
 */
function roundToCents(digits: string): { integer: string; cents: string } {
  // Stryker disable next-line StringLiteral: split always gives a first part; the default only satisfies the index check
  const [whole = '', fraction = ''] = digits.split('.');
  const kept = `${whole}${fraction.padEnd(2, '0').slice(0, 2)}`;
  // The third decimal ('' when there is none, which compares below '5').
  const roundUp = fraction.charAt(2) >= '5';
  // `kept` has no leading zero but the one of "0.xx", which BigInt drops and padStart restores.
  const padded = (roundUp ? (BigInt(kept) + 1n).toString() : kept).padStart(3, '0');
  return { integer: padded.slice(0, -2), cents: padded.slice(-2) };
}

/** Thousands separators, as CLDR groups: Spanish only from five digits on (1234, 12.345). */
function group(integer: string, language: Language): string {
  if (language === 'es' && integer.length < 5) return integer;
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, language === 'es' ? '.' : ',');
}

/** `amount` in a currency of SYMBOLS, or null when it needs Intl (exponent notation). */
function writeMoney(amount: number, symbol: string, language: Language): string | null {
  const digits = String(Math.abs(amount));
  if (digits.includes('e')) return null;
  const { integer, cents } = roundToCents(digits);
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return language === 'es'
    ? `${sign}${group(integer, language)},${cents}\u00a0${symbol}`
    : `${sign}${symbol}${group(integer, language)}.${cents}`;
}

// Making an Intl formatter costs a millisecond or more; each is made once per language and
// currency and reused (the calculator formats five amounts on every keystroke).
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money in the page language and the CMS currency; never NaN (non-finite shows as 0). */
export function formatMoney(value: number, currency: string, language: Language): string {
  const amount = Number.isFinite(value) ? value : 0;
  const symbol = SYMBOLS[currency]?.[language];
  const written = symbol ? writeMoney(amount, symbol, language) : null;
  if (written !== null) return written;
  const key = `${language} ${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        maximumFractionDigits: 2,
      });
    } catch {
      // An unknown currency code from the CMS: plain number plus the code.
      const plain = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
      return `${plain.format(amount)} ${currency}`;
    }
    moneyFormats.set(key, format);
  }
  return format.format(amount);
}
