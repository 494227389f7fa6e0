import type { VisitBeacon } from './visit.js';

/**
 * The rules of the site's own visit counting (docs/decisions/049-site-analytics.md), without yup
 * so the browser's beacon reads them cheaply: devices, metrics, Google's thresholds, the buckets
 * the CMS sums measurements in, sources and retention. Nothing here names a person: no address,
 * no user agent, no identifier of a browser.
 */

/** Where the browser sends its beacons (the web's resource route). */
export const VISIT_PATH = '/_visita';
/** A beacon is about 300 bytes; a larger body is refused unread. */
export const VISIT_BODY_MAX_BYTES = 2048;

export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The viewport width (CSS px) from which a device counts as a tablet, and as a desktop. */
export const TABLET_MIN_WIDTH = 640;
export const DESKTOP_MIN_WIDTH = 1024;

export function deviceClass(viewportWidth: number): DeviceClass {
  if (viewportWidth >= DESKTOP_MIN_WIDTH) return 'desktop';
  return viewportWidth >= TABLET_MIN_WIDTH ? 'tablet' : 'mobile';
}

/** The field Core Web Vitals the site keeps (web-vitals' names). */
export const VITAL_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): at or under `good` is good, over `poor` is
 * poor, between needs improvement. Milliseconds, except CLS (unitless).
 */
export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The upper bounds of the buckets each measurement is counted in (the last one is open): every
 * threshold above is a bound, so a p75 read from the buckets is rated exactly. Milliseconds;
 * CLS in thousandths.
 */
const MS_BOUNDS = [
  50, 100, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1200, 1500, 1800, 2000, 2500, 3000, 3500,
  4000, 5000, 6000, 8000, 10000, 15000, 20000,
];
const CLS_BOUNDS = [10, 25, 50, 75, 100, 150, 200, 250, 300, 400, 500, 750, 1000];

/** The largest value a browser may report (a minute; CLS 10): anything beyond is nonsense. */
export const VITAL_MAX: Record<VitalMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  FCP: 60_000,
  TTFB: 60_000,
};

const boundsOf = (metric: VitalMetric) => (metric === 'CLS' ? CLS_BOUNDS : MS_BOUNDS);
const scaled = (metric: VitalMetric, value: number) => (metric === 'CLS' ? value * 1000 : value);

/** The bucket a measurement falls in: 0 for the first bound, `bounds.length` for the open one. */
export function vitalBucket(metric: VitalMetric, value: number): number {
  const bounds = boundsOf(metric);
  const index = bounds.findIndex((bound) => scaled(metric, value) <= bound);
  return index === -1 ? bounds.length : index;
}

/** The number of buckets of a metric (the CMS refuses others). */
export function vitalBucketCount(metric: VitalMetric): number {
  return boundsOf(metric).length + 1;
}

/**
 * The 75th percentile of counted measurements, as the upper bound of the bucket it falls in (in
 * the metric's unit), or null without any; the open bucket reads as its lower bound.
 */
export function vitalP75(metric: VitalMetric, counts: ReadonlyMap<number, number>): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const bounds = boundsOf(metric);
  const wanted = Math.ceil(total * 0.75);
  let seen = 0;
  for (let bucket = 0; bucket <= bounds.length; bucket += 1) {
    seen += counts.get(bucket) ?? 0;
    if (seen >= wanted) {
      const bound = bounds[Math.min(bucket, bounds.length - 1)] as number;
      return metric === 'CLS' ? bound / 1000 : bound;
    }
  }
  return null;
}

/** A view's source when the visit's first page had no referrer, and on its later pages. */
export const DIRECT_SOURCE = '(direct)';
export const INTERNAL_SOURCE = '(internal)';

/** Rows the CMS takes in one batch from the web. */
export const VISIT_BATCH_MAX_ROWS = 5000;

/** Counts older than this many months are deleted (the CMS's daily job). */
export const VISIT_RETENTION_MONTHS = 13;

/** Campaign and source names as a visitor's URL may carry them, bounded. */
export const VISIT_LABEL_MAX = 60;
/** The longest source a count keeps: a referring host (a host name has at most 253 characters). */
export const VISIT_SOURCE_MAX = 253;
/** The longest campaign a count keeps: `utm_campaign / utm_medium`. */
export const VISIT_CAMPAIGN_MAX = 2 * VISIT_LABEL_MAX + ' / '.length;

/** What a page view's beacon says of where its visit came from. */
type ViewOrigin = Pick<VisitBeacon, 'entry' | 'referrer' | 'source' | 'medium' | 'campaign'>;

/**
 * Where a view came from, as the counts keep it: on the visit's first page, the campaign's
 * `utm_source` (lower case), else the referring host without `www.`, else direct; on later pages,
 * internal. The web counts views by it and a contact message carries its visit's (the browser
 * works it out with this same code), so the report sets one against the other.
 */
export function visitSource(view: ViewOrigin): string {
  if (!view.entry) return INTERNAL_SOURCE;
  if (view.source) return view.source.toLowerCase();
  if (view.referrer) return view.referrer.replace(/^www\./, '');
  return DIRECT_SOURCE;
}

/** `utm_campaign` (with `utm_medium` after a slash when given), on the first page only. */
export function visitCampaign(view: ViewOrigin): string {
  if (!view.entry || !view.campaign) return '';
  return view.medium ? `${view.campaign} / ${view.medium}` : view.campaign;
}
