import type { Language } from '@brilla/i18n';
import {
  type DeviceClass,
  VISIT_BATCH_MAX_ROWS,
  VITAL_METRICS,
  type VisitBatch,
  type VisitBeacon,
  type VitalMetric,
  visitCampaign,
  visitSource,
  vitalBucket,
} from '@brilla/validation';

/** A counted page: its path without the language prefix (`/blogs/x`), and the language. */
export type CountedPage = { path: string; language: Language };

type ViewKey = [
  path: string,
  language: Language,
  device: DeviceClass,
  source: string,
  campaign: string,
];
type VitalKey = [path: string, language: Language, metric: VitalMetric, bucket: number];

/**
 * The counts of this web process since its last batch: page views per page, language, device,
 * source and campaign, and field measurements per page, language, metric and bucket. Nothing
 * per visitor: a beacon only adds one to a count.
 */
export function createVisitTally() {
  const views = new Map<string, number>();
  const vitals = new Map<string, number>();
  const add = (map: Map<string, number>, key: unknown[]) => {
    const id = JSON.stringify(key);
    map.set(id, (map.get(id) ?? 0) + 1);
  };
  /** Up to a batch's rows of `map`, taken out of it; the rest wait for the next batch. */
  const takeRows = (map: Map<string, number>) => {
    const rows = [...map].slice(0, VISIT_BATCH_MAX_ROWS);
    for (const [id] of rows) map.delete(id);
    return rows;
  };

  return {
    /** Counts a beacon about a page that exists. */
    count(beacon: VisitBeacon, page: CountedPage): void {
      if (beacon.kind === 'view') {
        const key: ViewKey = [
          page.path,
          page.language,
          beacon.device,
          visitSource(beacon),
          visitCampaign(beacon),
        ];
        add(views, key);
        return;
      }
      for (const metric of VITAL_METRICS) {
        const value = beacon.metrics?.[metric];
        if (value === undefined) continue;
        const key: VitalKey = [page.path, page.language, metric, vitalBucket(metric, value)];
        add(vitals, key);
      }
    },
    /** Rows counted so far (a batch should go before this passes VISIT_BATCH_MAX_ROWS). */
    get size(): number {
      return Math.max(views.size, vitals.size);
    },
    /**
     * The counts as a batch for the CMS, taken out of the tally: at most VISIT_BATCH_MAX_ROWS of
     * each kind (rows counted while a batch was on its way can pass it; they go in the next);
     * null when nothing was counted.
     */
    take(): VisitBatch | null {
      if (views.size === 0 && vitals.size === 0) return null;
      return {
        views: takeRows(views).map(([id, count]) => {
          const [path, language, device, source, campaign] = JSON.parse(id) as ViewKey;
          return { path, language, device, source, campaign, views: count };
        }),
        vitals: takeRows(vitals).map(([id, count]) => {
          const [path, language, metric, bucket] = JSON.parse(id) as VitalKey;
          return { path, language, metric, bucket, samples: count };
        }),
      };
    },
  };
}

export type VisitTally = ReturnType<typeof createVisitTally>;
