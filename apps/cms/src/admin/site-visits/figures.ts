import { type VitalMetric, type VitalRating, vitalRating } from '@brilla/validation';
import { fetchStatus } from '../fetch-status';
import type { ADMIN_TRANSLATIONS } from '../translations';

type MessageId = keyof (typeof ADMIN_TRANSLATIONS)['en'];
export type Failure = { id: MessageId; values?: Record<string, string | number> };

/** The message for a report that did not load: what happened and what to do. */
export function reportFailure(error: unknown): Failure {
  const status = fetchStatus(error);
  if (status === undefined) return { id: 'siteVisits.offline' };
  if (status === 401) return { id: 'siteVisits.sessionExpired' };
  if (status === 403) return { id: 'siteVisits.forbidden' };
  if (status === 400) return { id: 'siteVisits.badRange' };
  return { id: 'siteVisits.failed', values: { status } };
}

/** A conversion rate as the table shows it (`2,5 %`), or a dash without views. */
export function conversion(messages: number, views: number, locale: string): string {
  if (views === 0) return '—';
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    (messages / views) * 100,
  );
  return `${rate} %`;
}

/** A p75 as read (`≤ 2.500 ms`, `≤ 0,1`), with Google's rating; null without measurements. */
export function vitalCell(
  metric: VitalMetric,
  value: number | null,
  locale: string,
): { text: string; rating: VitalRating } | null {
  if (value === null) return null;
  const number = new Intl.NumberFormat(locale).format(value);
  return {
    text: metric === 'CLS' ? `≤ ${number}` : `≤ ${number} ms`,
    rating: vitalRating(metric, value),
  };
}

/** The design system's colours of a rating: green, amber, red (the text says it too). */
export const RATING_COLOURS: Record<VitalRating, { background: string; text: string }> = {
  good: { background: 'success100', text: 'success700' },
  'needs-improvement': { background: 'warning100', text: 'warning700' },
  poor: { background: 'danger100', text: 'danger700' },
};
