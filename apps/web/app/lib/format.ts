import type { Language } from '@brilla/i18n';

/** Dates of CMS content ("2026-09-14") in the page language; UTC so server and browser agree. */
export function formatDate(value: string, language: Language): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Money in the page language and the CMS currency; never NaN (non-finite shows as 0). */
export function formatMoney(value: number, currency: string, language: Language): string {
  const amount = Number.isFinite(value) ? value : 0;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    // An unknown currency code from the CMS: plain number plus the code.
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(amount)} ${currency}`;
  }
}
