import { deviceClass, VISIT_PATH, type VisitBeacon, type VitalMetric } from '@brilla/validation';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/**
 * The browser's half of the site's visit counting (docs/decisions/049-site-analytics.md),
 * loaded after the page is idle (use-visit-beacon.ts), never in the first load: a page view per
 * page shown, and the landing page's Core Web Vitals (the `web-vitals` library) when it is
 * hidden. No cookie, no storage, nothing that tells one visitor from another.
 */

/** The campaign of a URL's query (`utm_source`, `utm_medium`, `utm_campaign`), if any. */
function campaignOf(search: string): Pick<VisitBeacon, 'source' | 'medium' | 'campaign'> {
  const params = new URLSearchParams(search);
  const tag = (name: string) => (params.get(name) ?? '').trim().slice(0, 60);
  return { source: tag('utm_source'), medium: tag('utm_medium'), campaign: tag('utm_campaign') };
}

/** The referring site's host, when it is another site's page. */
function referrerHost(referrer: string, ownHost: string): string {
  try {
    const { host, hostname, protocol } = new URL(referrer);
    if (host === ownHost || !protocol.startsWith('http')) return '';
    return hostname.toLowerCase();
  } catch {
    return '';
  }
}

export type PageShown = {
  /** The page's path (`location.pathname`). */
  path: string;
  /** The first page of this tab's visit (the document's own load), not a later navigation. */
  entry: boolean;
  search: string;
  referrer: string;
  ownHost: string;
  viewportWidth: number;
};

/** The beacon of a page view: on the first page, where the visit came from. */
export function viewBeacon(page: PageShown): VisitBeacon {
  const beacon: VisitBeacon = {
    kind: 'view',
    path: page.path,
    device: deviceClass(page.viewportWidth),
    entry: page.entry,
    referrer: '',
    source: '',
    medium: '',
    campaign: '',
  };
  if (!page.entry) return beacon;
  return {
    ...beacon,
    referrer: referrerHost(page.referrer, page.ownHost),
    ...campaignOf(page.search),
  };
}

/** The measurements of the landing page, rounded (CLS to thousandths). */
export function vitalsBeacon(
  path: string,
  viewportWidth: number,
  metrics: ReadonlyMap<VitalMetric, number>,
): VisitBeacon {
  const values: Partial<Record<VitalMetric, number>> = {};
  for (const [name, value] of metrics) {
    values[name] = name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
  }
  return {
    kind: 'vitals',
    path,
    device: deviceClass(viewportWidth),
    entry: false,
    referrer: '',
    source: '',
    medium: '',
    campaign: '',
    metrics: values as VisitBeacon['metrics'],
  };
}

function send(beacon: VisitBeacon): void {
  const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
  navigator.sendBeacon(VISIT_PATH, body);
}

let measuring = false;

/**
 * Counts a page shown; the first one also starts measuring the landing page's vitals, sent once
 * when the page is first hidden (the final values: web-vitals reports them then).
 */
export function recordView(path: string, entry: boolean): void {
  send(
    viewBeacon({
      path,
      entry,
      search: window.location.search,
      referrer: document.referrer,
      ownHost: window.location.host,
      viewportWidth: window.innerWidth,
    }),
  );
  if (!entry || measuring) return;
  measuring = true;
  const metrics = new Map<VitalMetric, number>();
  const keep = (metric: Metric) => metrics.set(metric.name as VitalMetric, metric.value);
  for (const measure of [onLCP, onINP, onCLS, onFCP, onTTFB]) measure(keep);
  // After web-vitals' own listeners, which report the final values on the same event.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || metrics.size === 0) return;
    send(vitalsBeacon(path, window.innerWidth, metrics));
    metrics.clear();
  });
}
