import { array, type InferType, mixed, number, object, string } from 'yup';
import {
  DEVICE_CLASSES,
  type DeviceClass,
  DIRECT_SOURCE,
  VISIT_BATCH_MAX_ROWS,
  VISIT_CAMPAIGN_MAX,
  VISIT_LABEL_MAX,
  VISIT_SOURCE_MAX,
  VITAL_MAX,
  VITAL_METRICS,
  type VitalMetric,
} from './visit-rules.js';

/**
 * The site's visit counts as they travel (docs/decisions/049-site-analytics.md): what a browser
 * may say about a page view (the web checks it), and what the web hands the CMS (the CMS checks
 * it). The rules they follow are in visit-rules.ts, which the browser's code reads without yup.
 */
const LABEL = /^[\p{L}\p{N} ._\-+/]*$/u;
/** A host name (`www.google.com`), lower case, no port. */
const HOST = /^(?=.{1,253}$)[a-z0-9-]+(\.[a-z0-9-]+)*$/;

const label = () =>
  string().trim().max(VISIT_LABEL_MAX).matches(LABEL, { excludeEmptyString: true }).default('');

const vitals = object(
  Object.fromEntries(
    VITAL_METRICS.map((metric) => [
      metric,
      number().min(0).max(VITAL_MAX[metric]).optional().default(undefined),
    ]),
  ) as Record<VitalMetric, ReturnType<typeof number>>,
)
  .noUnknown()
  .strict();

/**
 * What the browser sends (`navigator.sendBeacon`, JSON): a page view (`view`) when a page is
 * shown, with where the visit came from when it is the visit's first page (`entry`); or the
 * landing page's field measurements (`vitals`) when it is hidden.
 */
export const visitBeaconSchema = object({
  kind: mixed<'view' | 'vitals'>().oneOf(['view', 'vitals']).required(),
  /** The page's path as the address bar shows it (`/en/blogs/x`): the web checks it exists. */
  path: string().required().max(300).matches(/^\//),
  device: mixed<DeviceClass>().oneOf(DEVICE_CLASSES).required(),
  /** The first page of a visit in this tab: the referrer and campaign below count. */
  entry: mixed<boolean>().oneOf([true, false]).default(false),
  /** The referring site's host, when it is another site. */
  referrer: string().lowercase().max(253).matches(HOST, { excludeEmptyString: true }).default(''),
  source: label(),
  medium: label(),
  campaign: label(),
  metrics: vitals.optional().default(undefined),
})
  .noUnknown()
  .strict();

export type VisitBeacon = InferType<typeof visitBeaconSchema>;

const pathKey = () => string().required().max(300).matches(/^\//);
const languageKey = () => mixed<'es' | 'en'>().oneOf(['es', 'en']).required();
const count = () => number().integer().min(1).max(1_000_000).required();

/** What the web hands the CMS, summed since its last batch (POST /api/site-visits). */
export const visitBatchSchema = object({
  views: array(
    object({
      path: pathKey(),
      language: languageKey(),
      device: mixed<DeviceClass>().oneOf(DEVICE_CLASSES).required(),
      /** `(direct)`, `(internal)`, a campaign's utm_source or the referring host. */
      source: string().required().max(VISIT_SOURCE_MAX),
      /** `utm_campaign`, or `utm_campaign / utm_medium` (visitCampaign). */
      campaign: string().max(VISIT_CAMPAIGN_MAX).default(''),
      views: count(),
    }).noUnknown(),
  )
    .max(VISIT_BATCH_MAX_ROWS)
    .default([]),
  vitals: array(
    object({
      path: pathKey(),
      language: languageKey(),
      metric: mixed<VitalMetric>().oneOf(VITAL_METRICS).required(),
      bucket: number().integer().min(0).max(40).required(),
      samples: count(),
    }).noUnknown(),
  )
    .max(VISIT_BATCH_MAX_ROWS)
    .default([]),
}).noUnknown();

export type VisitBatch = InferType<typeof visitBatchSchema>;

const isLabel = (value: string, max: number) => value.length <= max && LABEL.test(value);

/**
 * The source of the visit a contact message was sent in (visitSource: `(direct)`, a campaign's
 * `utm_source` or a referring host), as the browser carried it; null when it carried none, or
 * anything a beacon could not have said (the beacon's own rules): a message is never refused
 * for it, it only goes uncounted under a source.
 */
export function contactVisitSource(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const source = value.trim().toLowerCase();
  if (source === DIRECT_SOURCE) return source;
  if (source === '') return null;
  return isLabel(source, VISIT_LABEL_MAX) || HOST.test(source) ? source : null;
}

/** The campaign of that visit (visitCampaign), or null: none, or not one a beacon could say. */
export function contactVisitCampaign(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const campaign = value.trim();
  return campaign !== '' && isLabel(campaign, VISIT_CAMPAIGN_MAX) ? campaign : null;
}
