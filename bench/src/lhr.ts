// Reading a Lighthouse result (LHR): the numbers the benchmark keeps, and what explains them.
import { medianOfRuns, medianRunIndex } from './stats.ts';

/**
 * The parts of a Lighthouse result this file reads: Lighthouse's own `Result` fits it, and so
 * do the hand-made ones of the tests. Audit items differ by audit, hence unknown, read through
 * `fields`.
 */
export type Lhr = {
  categories?: Record<string, { id?: string; score?: number | null; auditRefs?: AuditRef[] }>;
  audits?: Record<string, Audit>;
  environment?: { benchmarkIndex?: number };
  configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  finalDisplayedUrl?: string;
  finalUrl?: string;
  requestedUrl?: string;
  runtimeError?: { code?: string; message?: string };
  runWarnings?: string[];
};
type AuditRef = { id: string; weight: number };
type Audit = {
  score?: number | null;
  title?: string;
  displayValue?: string;
  numericValue?: number;
  metricSavings?: { LCP?: number; FCP?: number; CLS?: number; TBT?: number };
  details?: { type?: string; items?: unknown };
};

/** An audit item's fields (their names and types differ by audit). */
const fields = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const list = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  bestPractices: 'best-practices',
  seo: 'seo',
};

const METRICS = {
  lcpMs: 'largest-contentful-paint',
  fcpMs: 'first-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
};

const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The LCP element as Lighthouse describes it (its node's selector and HTML snippet). */
function lcpNode(lhr: Lhr) {
  const item = fields(list(lhr.audits?.['largest-contentful-paint-element']?.details?.items)[0]);
  const node = fields(list(item.items)[0]).node ?? item.node;
  return node
    ? { selector: text(fields(node).selector), snippet: text(fields(node).snippet) }
    : null;
}

/** The images a run fetched: URL, type as served (AVIF by negotiation), bytes on the wire. */
export function imageRequests(lhr: Lhr) {
  return list(lhr.audits?.['network-requests']?.details?.items)
    .map(fields)
    .filter((request) => request.resourceType === 'Image')
    .map((request) => ({
      url: text(request.url),
      mimeType: text(request.mimeType),
      transferBytes: numberOrNull(request.transferSize) ?? 0,
    }));
}

/**
 * The file behind an image URL, whatever variant of it: `/uploads/w1152_photo_ab12.jpg` and
 * `/uploads/photo_ab12.jpg` are both `photo_ab12` (the CMS names a variant `w<width>_<hash>`).
 * A value Lighthouse cut short (`…`, attributes over 75 characters) keeps what it has.
 */
export function uploadKey(url: string) {
  const name = url.split(/[?#]/)[0]?.split('/').at(-1) ?? '';
  const cut = name.endsWith('…');
  const bare = name.replace(/…$/, '').replace(/^w\d+_/, '');
  return { key: cut ? bare : bare.replace(/\.[a-z0-9]+$/i, ''), cut };
}

/**
 * Bytes on the wire of the LCP image: the run's requests of the file its `<img src>` names,
 * whichever `srcset` candidate the browser took (the `src` is one width, the request maybe
 * another). 0 when the LCP element is no image (a heading); null when it is one that matched no
 * request, or when there is no LCP element.
 */
export function lcpImageBytes(lhr: Lhr): number | null {
  const node = lcpNode(lhr);
  if (!node) return null;
  const src = /\bsrc="([^"]*)"/.exec(node.snippet)?.[1];
  if (!src) return 0;
  const wanted = uploadKey(src);
  if (!wanted.key) return null;
  const bytes = imageRequests(lhr)
    .filter((request) => {
      const { key } = uploadKey(request.url);
      return wanted.cut ? key.startsWith(wanted.key) : key === wanted.key;
    })
    .map((request) => request.transferBytes);
  return bytes.length ? Math.max(...bytes) : null;
}

/** The numbers of one run: category scores (0–100), metrics, transferred bytes. */
export function extractRun(lhr: Lhr) {
  const scores: Record<string, number | null> = {};
  for (const [key, id] of Object.entries(CATEGORIES)) {
    const score = lhr.categories?.[id]?.score;
    scores[key] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  const metrics: Record<string, number | null> = {};
  for (const [key, id] of Object.entries(METRICS)) {
    metrics[key] = numberOrNull(lhr.audits?.[id]?.numericValue);
  }
  const summary = list(lhr.audits?.['resource-summary']?.details?.items);
  const bytesOf = (type: string) =>
    numberOrNull(fields(summary.find((item) => fields(item).resourceType === type)).transferSize);
  return {
    scores,
    metrics,
    bytes: {
      total: numberOrNull(lhr.audits?.['total-byte-weight']?.numericValue) ?? bytesOf('total'),
      script: bytesOf('script'),
      image: bytesOf('image'),
      font: bytesOf('font'),
      stylesheet: bytesOf('stylesheet'),
      document: bytesOf('document'),
      lcpImage: lcpImageBytes(lhr),
    },
    benchmarkIndex: numberOrNull(lhr.environment?.benchmarkIndex),
    // What Lighthouse applied, read back rather than assumed.
    cpuSlowdownMultiplier: numberOrNull(lhr.configSettings?.throttling?.cpuSlowdownMultiplier),
  };
}

/** What explains a run: audits that cost points, the LCP element, scripts, foreign requests. */
export function explainRun(lhr: Lhr) {
  const failingAudits: Array<{
    category: string | undefined;
    id: string;
    title?: string;
    score: number;
    displayValue: string;
  }> = [];
  for (const category of Object.values(lhr.categories ?? {})) {
    for (const ref of category.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (!audit || ref.weight <= 0 || typeof audit.score !== 'number' || audit.score >= 1)
        continue;
      failingAudits.push({
        category: category.id,
        id: ref.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue ?? '',
      });
    }
  }
  // Unweighted performance audits that estimate a saving on LCP or FCP: where the time goes.
  const opportunities: Array<{
    id: string;
    title?: string;
    displayValue: string;
    savingMs: number;
  }> = [];
  for (const ref of lhr.categories?.performance?.auditRefs ?? []) {
    const audit = lhr.audits?.[ref.id];
    if (!audit || ref.weight > 0 || typeof audit.score !== 'number' || audit.score >= 1) continue;
    if (audit.details?.type === 'list' || ref.id === 'largest-contentful-paint-element') continue;
    const savings = audit.metricSavings ?? {};
    const savingMs = Math.max(savings.LCP ?? 0, savings.FCP ?? 0);
    if (savingMs <= 0 && !((savings.CLS ?? 0) > 0) && !((savings.TBT ?? 0) > 0)) continue;
    opportunities.push({
      id: ref.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      savingMs,
    });
  }
  opportunities.sort((a, b) => b.savingMs - a.savingMs);
  const requests = list(lhr.audits?.['network-requests']?.details?.items).map(fields);
  const origin = safeOrigin(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl ?? '');
  return {
    failingAudits,
    opportunities,
    lcpElement: lcpNode(lhr),
    images: imageRequests(lhr),
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .filter(
        (request, index, all) => all.findIndex((other) => other.url === request.url) === index,
      )
      .map((request) => ({
        status: numberOrNull(request.statusCode),
        url: text(request.url),
        transferBytes: numberOrNull(request.transferSize) ?? 0,
        resourceBytes: numberOrNull(request.resourceSize) ?? 0,
      })),
    requestCount: requests.length,
    foreignRequests: requests
      .map((request) => text(request.url))
      .filter((url) => !url.startsWith('data:') && safeOrigin(url) !== origin),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

function safeOrigin(url: string) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A page's summary over its runs: per-number medians, explanations from the median run. */
export function summarizeRuns(extracted: RunNumbers[], explained: RunExplanation[]) {
  const summary = medianOfRuns(extracted);
  const index = medianRunIndex(extracted.map((run) => run.scores.performance));
  const explanation = explained[index];
  if (!explanation) throw new Error(`no explanation of run ${index} (${explained.length} runs)`);
  return { ...summary, runs: extracted.length, medianRun: index, ...explanation };
}

export type RunNumbers = ReturnType<typeof extractRun>;
export type RunExplanation = ReturnType<typeof explainRun>;
export type PageSummary = ReturnType<typeof summarizeRuns>;
export type TierSummary = ReturnType<typeof summarizeTier>;

/**
 * A calibrated tier's summary over its runs: performance score and metrics (medians), the
 * benchmark index and CPU slowdown of each run, and from the median run what cost performance
 * points.
 */
export function summarizeTier(extracted: RunNumbers[], explained: RunExplanation[]) {
  const summary = summarizeRuns(extracted, explained);
  return {
    runs: summary.runs,
    medianRun: summary.medianRun,
    scores: { performance: summary.scores?.performance ?? null },
    metrics: summary.metrics,
    benchmarkIndex: summary.benchmarkIndex ?? null,
    benchmarkIndexes: extracted.map((run) => run.benchmarkIndex),
    cpuSlowdownMultiplier: summary.cpuSlowdownMultiplier ?? null,
    cpuSlowdownMultipliers: extracted.map((run) => run.cpuSlowdownMultiplier),
    failingAudits: summary.failingAudits.filter((audit) => audit.category === 'performance'),
    opportunities: summary.opportunities,
    lcpElement: summary.lcpElement,
  };
}
