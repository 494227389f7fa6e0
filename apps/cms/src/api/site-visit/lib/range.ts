import type { Language } from '@brilla/i18n';

/** The days a report covers unless asked otherwise: the last 28, today included. */
const DEFAULT_DAYS = 28;
/** The longest range a report takes: a year and a bit, what the counts keep. */
const MAX_DAYS = 400;
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const MESSAGES = {
  es: {
    format: 'Escriba las fechas como AAAA-MM-DD (por ejemplo 2026-11-01) y vuelva a consultar.',
    order:
      'La fecha inicial es posterior a la final; elija un periodo que empiece antes de terminar.',
    long: `El periodo pasa de ${MAX_DAYS} días; elija uno más corto (las cifras se guardan 13 meses).`,
  },
  en: {
    format: 'Write the dates as YYYY-MM-DD (for example 2026-11-01) and ask again.',
    order: 'The start date is after the end date; pick a period that starts before it ends.',
    long: `The period is longer than ${MAX_DAYS} days; pick a shorter one (figures are kept 13 months).`,
  },
} as const;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The calendar day `days` after `day` (before, when negative), both `YYYY-MM-DD`. */
export function addDays(day: string, days: number): string {
  return new Date((dayNumber(day) + days) * DAY_MS).toISOString().slice(0, 10);
}
function isDay(value: unknown): value is string {
  // Stryker disable next-line ConditionalExpression: ISO_DAY reads a number as its text, which no day matches; the check narrows the type.
  if (typeof value !== 'string') return false;
  return (
    ISO_DAY.test(value) &&
    !Number.isNaN(dayNumber(value)) &&
    new Date(dayNumber(value) * DAY_MS).toISOString().startsWith(value)
  );
}

/**
 * The report's days from a query's `from` and `to` (`YYYY-MM-DD`, inclusive); each defaults to the
 * last DEFAULT_DAYS ending `today` (when missing or empty). A message in `language` says what to
 * fix otherwise.
 */
export function reportRange(
  query: Record<string, unknown>,
  today: string,
  language: Language,
): { ok: true; from: string; to: string } | { ok: false; message: string } {
  // An empty date (a form's field left blank) is no date: its default.
  const given = (value: unknown) => (value === '' ? undefined : value);
  const to = given(query.to) ?? today;
  const from = given(query.from) ?? (isDay(to) ? addDays(to, 1 - DEFAULT_DAYS) : to);
  if (!isDay(from) || !isDay(to)) return { ok: false, message: MESSAGES[language].format };
  if (from > to) return { ok: false, message: MESSAGES[language].order };
  if (dayNumber(to) - dayNumber(from) + 1 > MAX_DAYS) {
    return { ok: false, message: MESSAGES[language].long };
  }
  return { ok: true, from, to };
}
