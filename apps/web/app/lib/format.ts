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
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  const day = date.getUTCDate();
  const month = MONTHS[language][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return language === 'es' ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
}

// Making an Intl formatter costs a millisecond or more; each is made once per language and
// currency and reused (the calculator formats five amounts on every keystroke).
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Money in the page language and the CMS currency; never NaN (non-finite shows as 0). */
export function formatMoney(value: number, currency: string, language: Language): string {
  const amount = Number.isFinite(value) ? value : 0;
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
