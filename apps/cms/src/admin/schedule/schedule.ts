import { callFailure } from '../fetch-status';

/** A scheduled change as GET /scheduled-changes lists it (src/api/scheduled-change/lib/rules.ts). */
export type ScheduledChange = {
  id: number;
  contentType: string;
  entryId: string;
  entryLocale: string;
  change: 'publish' | 'unpublish';
  runAt: string;
  requestedBy: string | null;
  failedAt: string | null;
  failure: string | null;
};

/** Staff work in Colombia's time, UTC−5 all year (no daylight saving). */
const COLOMBIA_OFFSET = '-05:00';
const INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The time an editor typed in the panel's date-time field (`2026-11-28T09:00`), read as
 * Colombia's time whatever the browser's zone, as an ISO instant; null when incomplete.
 */
export function colombiaInputToIso(value: string): string | null {
  if (!INPUT.test(value)) return null;
  const date = new Date(`${value}:00${COLOMBIA_OFFSET}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as the date-time field shows it, in Colombia's time: `2026-11-28T09:00`. */
export function isoToColombiaInput(iso: string): string {
  const shifted = new Date(Date.parse(iso) - 5 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

const SHOWN = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const SHORT = new Intl.DateTimeFormat('es-CO', {
  timeZone: 'America/Bogota',
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** When a change runs, for the panel: `vie, 28 nov 2026, 09:00`. */
export const shownTime = (iso: string) => SHOWN.format(new Date(iso));
/** When a change runs, for a list cell: `28/11, 09:00`. */
export const shortTime = (iso: string) => SHORT.format(new Date(iso));

/** The next whole hour in Colombia, as the field's starting value. */
export function nextHourInput(now: number): string {
  return isoToColombiaInput(new Date(Math.floor(now / 3_600_000 + 1) * 3_600_000).toISOString());
}

/**
 * What to tell staff when scheduling or cancelling failed. The endpoint's 400, 403 and 404 say
 * what happened and what to do in the admin's language; the rest by status.
 */
export const scheduleFailure = (error: unknown) => callFailure('schedule', error, [400, 403, 404]);

/** The content type of a content-manager list at `pathname`, or null elsewhere. */
export function listModel(pathname: string): string | null {
  const match = /\/content-manager\/collection-types\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** The language a list shows (`plugins[i18n][locale]`), Spanish by default. */
export function listLocale(search: string): string {
  return new URLSearchParams(search).get('plugins[i18n][locale]') ?? 'es';
}
