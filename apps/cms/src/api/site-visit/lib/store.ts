import {
  INTERNAL_SOURCE,
  VISIT_CAMPAIGN_MAX,
  VISIT_RETENTION_MONTHS,
  VISIT_SOURCE_MAX,
  VITAL_METRICS,
  type VisitBatch,
  type VitalMetric,
  vitalBucketCount,
  vitalP75,
} from '@brilla/validation';
import type { Core } from '@strapi/strapi';
import { STAFF_TIME_ZONE } from '../../../lib/staff-time';
import { addDays } from './range';

type Knex = Core.Strapi['db']['connection'];

/**
 * The site's visit counts (docs/decisions/049-site-analytics.md), in two tables of the CMS's
 * database that no content type describes (Strapi's schema sync leaves tables it did not make
 * alone): page views per day, page, language, device, source and campaign; and field
 * measurements per day, page, language, metric and bucket. Only sums: no event, no visitor.
 */
const VIEWS_TABLE = 'site_visit_views';
const VITALS_TABLE = 'site_visit_vitals';

const VIEW_KEY = ['day', 'path', 'language', 'device', 'source', 'campaign'] as const;
const VITAL_KEY = ['day', 'path', 'language', 'metric', 'bucket'] as const;
/** Rows per insert: SQLite takes at most 32,766 bound values in one statement. */
const CHUNK = 500;

/** Creates the two tables when missing (bootstrap, under the boot lock of src/index.ts). */
export async function ensureVisitTables(knex: Knex): Promise<void> {
  if (!(await knex.schema.hasTable(VIEWS_TABLE))) {
    await knex.schema.createTable(VIEWS_TABLE, (table) => {
      table.string('day', 10).notNullable();
      table.string('path', 300).notNullable();
      table.string('language', 2).notNullable();
      table.string('device', 10).notNullable();
      table.string('source', VISIT_SOURCE_MAX).notNullable();
      // Tables made before VISIT_CAMPAIGN_MAX (123) have 130 here, which holds it as well.
      table.string('campaign', VISIT_CAMPAIGN_MAX).notNullable();
      table.integer('views').notNullable();
      table.primary([...VIEW_KEY]);
    });
  }
  if (!(await knex.schema.hasTable(VITALS_TABLE))) {
    await knex.schema.createTable(VITALS_TABLE, (table) => {
      table.string('day', 10).notNullable();
      table.string('path', 300).notNullable();
      table.string('language', 2).notNullable();
      table.string('metric', 4).notNullable();
      table.integer('bucket').notNullable();
      table.integer('samples').notNullable();
      table.primary([...VITAL_KEY]);
    });
  }
}

const DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: STAFF_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The staff's calendar day of an instant, `YYYY-MM-DD`. */
export function dayOf(instant: Date): string {
  return DAY.format(instant);
}

/** The first day still kept: VISIT_RETENTION_MONTHS before `today`'s day. */
export function firstKeptDay(today: Date): string {
  const [year, month, day] = dayOf(today).split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1 - VISIT_RETENTION_MONTHS, day));
  return start.toISOString().slice(0, 10);
}

async function upsert(
  knex: Knex,
  table: string,
  key: readonly string[],
  counter: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await knex(table)
      .insert(rows.slice(start, start + CHUNK))
      .onConflict([...key])
      .merge({ [counter]: knex.raw('??.?? + excluded.??', [table, counter, counter]) });
  }
}

/** Adds a batch from the web to the counts of `day`; a bucket a metric does not have is skipped. */
export async function recordBatch(knex: Knex, batch: VisitBatch, day: string): Promise<void> {
  await upsert(
    knex,
    VIEWS_TABLE,
    VIEW_KEY,
    'views',
    batch.views.map((row) => ({ day, ...row })),
  );
  await upsert(
    knex,
    VITALS_TABLE,
    VITAL_KEY,
    'samples',
    batch.vitals
      .filter((row) => row.bucket < vitalBucketCount(row.metric))
      .map((row) => ({ day, ...row })),
  );
}

/** Deletes the counts of days before `firstKept` (the daily job); how many rows went. */
export async function deleteBefore(knex: Knex, firstKept: string): Promise<number> {
  const views = await knex(VIEWS_TABLE).where('day', '<', firstKept).delete();
  const vitals = await knex(VITALS_TABLE).where('day', '<', firstKept).delete();
  return views + vitals;
}

type PageFigures = {
  path: string;
  language: 'es' | 'en';
  views: number;
  messages: number;
  /** p75 of the field measurements, null without any. */
  vitals: Record<VitalMetric, number | null>;
  /** How many page loads measured LCP (the sample behind the p75s). */
  samples: number;
};
/** A source or campaign: its visits' first pages, and the contact messages sent in them. */
type Ranked = { name: string; views: number; messages: number };
export type VisitReport = {
  from: string;
  to: string;
  /** The first day of the measurements (the p75s): the period's last 28 days at most. */
  vitalsFrom: string;
  totals: { views: number; messages: number };
  pages: PageFigures[];
  sources: Ranked[];
  campaigns: Ranked[];
};

/** How many sources and campaigns a report lists. */
const TOP = 20;
/** The field measurements of a report: the last 28 days of its period, as Google reads them. */
const VITALS_DAYS = 28;

/** The first day of the measurements' window: 27 days before `to`, or `from` when later. */
export function vitalsWindowStart(from: string, to: string): string {
  const start = addDays(to, 1 - VITALS_DAYS);
  return start > from ? start : from;
}

/**
 * The sources (or campaigns) with their entry visits and messages: the most visits first, then
 * the most messages, then by name; at most TOP. One with messages and no visit in the period
 * (the visit counted the day before) is listed too.
 */
export function rankOrigins(
  views: ReadonlyMap<string, number>,
  messages: ReadonlyMap<string, number>,
): Ranked[] {
  return [...new Set([...views.keys(), ...messages.keys()])]
    .map((name) => ({ name, views: views.get(name) ?? 0, messages: messages.get(name) ?? 0 }))
    .sort((a, b) => b.views - a.views || b.messages - a.messages || a.name.localeCompare(b.name))
    .slice(0, TOP);
}

/**
 * A contact message of the period (messages.ts): the page it was sent from and the source and
 * campaign of its visit, each null when the message did not say.
 */
export type ReportMessage = {
  path: string | null;
  language: 'es' | 'en';
  source: string | null;
  campaign: string | null;
};

/**
 * The figures of the days `from`..`to` (inclusive): per page and language, views, contact
 * messages sent from it (read by the caller from the inbox) and the p75 of each measured metric
 * over the period's last 28 days (VITALS_DAYS); the top sources and campaigns of the visits'
 * first pages, with the messages sent in visits from each (a message that names none is
 * counted under none, as later pages' views are).
 */
export async function visitReport(
  knex: Knex,
  from: string,
  to: string,
  messages: readonly ReportMessage[],
): Promise<VisitReport> {
  const vitalsFrom = vitalsWindowStart(from, to);
  // One pass over the period's views: per page, source and campaign, summed below.
  const viewRows = (await knex(VIEWS_TABLE)
    .select('path', 'language', 'source', 'campaign')
    .sum({ views: 'views' })
    .whereBetween('day', [from, to])
    .groupBy('path', 'language', 'source', 'campaign')) as Array<{
    path: string;
    language: 'es' | 'en';
    source: string;
    campaign: string;
    views: number | string;
  }>;
  const vitalRows = (await knex(VITALS_TABLE)
    .select('path', 'language', 'metric', 'bucket')
    .sum({ samples: 'samples' })
    .whereBetween('day', [vitalsFrom, to])
    .groupBy('path', 'language', 'metric', 'bucket')) as Array<{
    path: string;
    language: 'es' | 'en';
    metric: VitalMetric;
    bucket: number;
    samples: number | string;
  }>;
  const sources = new Map<string, number>();
  const campaigns = new Map<string, number>();
  const sourceMessages = new Map<string, number>();
  const campaignMessages = new Map<string, number>();
  const add = (map: Map<string, number>, name: string, count: number) =>
    map.set(name, (map.get(name) ?? 0) + count);

  const pages = new Map<string, PageFigures>();
  const pageOf = (path: string, language: 'es' | 'en') => {
    const id = `${language} ${path}`;
    let page = pages.get(id);
    if (!page) {
      const vitals = Object.fromEntries(VITAL_METRICS.map((metric) => [metric, null]));
      page = {
        path,
        language,
        views: 0,
        messages: 0,
        vitals: vitals as PageFigures['vitals'],
        samples: 0,
      };
      pages.set(id, page);
    }
    return page;
  };
  for (const row of viewRows) {
    const views = Number(row.views);
    pageOf(row.path, row.language).views += views;
    if (row.source !== INTERNAL_SOURCE) add(sources, row.source, views);
    if (row.campaign !== '') add(campaigns, row.campaign, views);
  }
  for (const message of messages) {
    if (message.path !== null) pageOf(message.path, message.language).messages += 1;
    if (message.source !== null) add(sourceMessages, message.source, 1);
    if (message.campaign !== null) add(campaignMessages, message.campaign, 1);
  }
  const buckets = new Map<string, Map<number, number>>();
  for (const row of vitalRows) {
    const id = JSON.stringify([row.language, row.path, row.metric]);
    const counts = buckets.get(id) ?? new Map<number, number>();
    counts.set(Number(row.bucket), Number(row.samples));
    buckets.set(id, counts);
  }
  for (const [id, counts] of buckets) {
    const [language, path, metric] = JSON.parse(id) as ['es' | 'en', string, VitalMetric];
    const page = pageOf(path, language);
    page.vitals[metric] = vitalP75(metric, counts);
    if (metric === 'LCP') page.samples = [...counts.values()].reduce((a, b) => a + b, 0);
  }
  const list = [...pages.values()].sort(
    (a, b) =>
      b.views - a.views ||
      b.messages - a.messages ||
      a.path.localeCompare(b.path) ||
      a.language.localeCompare(b.language),
  );
  return {
    from,
    to,
    vitalsFrom,
    totals: {
      views: list.reduce((sum, page) => sum + page.views, 0),
      messages: list.reduce((sum, page) => sum + page.messages, 0),
    },
    pages: list,
    sources: rankOrigins(sources, sourceMessages),
    campaigns: rankOrigins(campaigns, campaignMessages),
  };
}
