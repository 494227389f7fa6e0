/** The staff's time zone (sales, editors): the admin shows times in their browser's, which is this one. */
export const STAFF_TIME_ZONE = 'America/Bogota';

const FORMAT = new Intl.DateTimeFormat('sv-SE', {
  timeZone: STAFF_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A stored time (a Date, or the ISO text a database gives) as the team reads it: `2026-11-22
 * 05:00`, Colombia's time (UTC−5 all year), the same the admin's list shows them, and a format
 * spreadsheets read as a date. Anything else (empty, unparsable) is left as it is.
 */
export function staffTime(value: unknown): unknown {
  const date =
    value instanceof Date ? value : typeof value === 'string' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return value;
  return FORMAT.format(date);
}
