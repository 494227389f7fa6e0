import { deviceClass, type VisitBeacon, type VitalMetric } from '@brilla/validation';
import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/**
 * The landing page's field Core Web Vitals (the `web-vitals` library), for the site's visit
 * counting (docs/decisions/049). Loaded on the visitor's first act (use-visit-beacon.ts), never
 * in the first load: web-vitals reads what the browser kept of the page's load (buffered
 * entries), so nothing is missed by starting late. Sent once, when the page is first hidden.
 */

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

let measuring = false;

/** Starts measuring the page that loaded at `path`; its figures go when it is first hidden. */
export function measureVitals(path: string, send: (beacon: VisitBeacon) => void): void {
  if (measuring) return;
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
