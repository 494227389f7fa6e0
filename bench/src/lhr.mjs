// Reading a Lighthouse result (LHR): the numbers the benchmark keeps, and what explains them.
import { medianOfRuns, medianRunIndex } from './stats.mjs';

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

const numberOrNull = (value) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The numbers of one run: category scores (0–100), metrics, transferred bytes. */
export function extractRun(lhr) {
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const [key, id] of Object.entries(CATEGORIES)) {
    const score = lhr.categories?.[id]?.score;
    scores[key] = typeof score === 'number' ? Math.round(score * 100) : null;
  }
  /** @type {Record<string, number | null>} */
  const metrics = {};
  for (const [key, id] of Object.entries(METRICS)) {
    metrics[key] = numberOrNull(lhr.audits?.[id]?.numericValue);
  }
  const summary = lhr.audits?.['resource-summary']?.details?.items ?? [];
  const bytesOf = (type) =>
    numberOrNull(summary.find((item) => item.resourceType === type)?.transferSize);
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
    },
    benchmarkIndex: numberOrNull(lhr.environment?.benchmarkIndex),
    // What Lighthouse applied, read back rather than assumed.
    cpuSlowdownMultiplier: numberOrNull(lhr.configSettings?.throttling?.cpuSlowdownMultiplier),
  };
}

/** What explains a run: audits that cost points, the LCP element, scripts, foreign requests. */
export function explainRun(lhr) {
  const failingAudits = [];
  for (const category of Object.values(lhr.categories ?? {})) {
    for (const ref of category.auditRefs ?? []) {
      const audit = lhr.audits?.[ref.id];
      if (!audit || ref.weight <= 0 || audit.score === null || audit.score >= 1) continue;
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
  const opportunities = [];
  for (const ref of lhr.categories?.performance?.auditRefs ?? []) {
    const audit = lhr.audits?.[ref.id];
    if (!audit || ref.weight > 0 || audit.score === null || audit.score >= 1) continue;
    if (audit.details?.type === 'list' || ref.id === 'largest-contentful-paint-element') continue;
    const savings = audit.metricSavings ?? {};
    const savingMs = Math.max(savings.LCP ?? 0, savings.FCP ?? 0);
    if (savingMs <= 0 && !(savings.CLS > 0) && !(savings.TBT > 0)) continue;
    opportunities.push({
      id: ref.id,
      title: audit.title,
      displayValue: audit.displayValue ?? '',
      savingMs,
    });
  }
  opportunities.sort((a, b) => b.savingMs - a.savingMs);
  const requests = lhr.audits?.['network-requests']?.details?.items ?? [];
  const origin = safeOrigin(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? lhr.requestedUrl);
  const lcpItem = lhr.audits?.['largest-contentful-paint-element']?.details?.items?.[0];
  const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
  return {
    failingAudits,
    opportunities,
    lcpElement: lcpNode
      ? { selector: lcpNode.selector ?? '', snippet: lcpNode.snippet ?? '' }
      : null,
    scripts: requests
      .filter((request) => request.resourceType === 'Script')
      .filter(
        (request, index, all) => all.findIndex((other) => other.url === request.url) === index,
      )
      .map((request) => ({
        status: request.statusCode ?? null,
        url: request.url,
        transferBytes: request.transferSize ?? 0,
        resourceBytes: request.resourceSize ?? 0,
      })),
    requestCount: requests.length,
    foreignRequests: requests
      .map((request) => request.url)
      .filter((url) => !url.startsWith('data:') && safeOrigin(url) !== origin),
    runtimeError: lhr.runtimeError?.message ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

function safeOrigin(url) {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** A page's summary over its runs: per-number medians, explanations from the median run. */
export function summarizeRuns(extracted, explained) {
  const summary = medianOfRuns(extracted);
  const index = medianRunIndex(extracted.map((run) => run.scores.performance));
  return { ...summary, runs: extracted.length, medianRun: index, ...explained[index] };
}

/**
 * A calibrated tier's summary over its runs: performance score and metrics (medians), the
 * benchmark index and CPU slowdown of each run, and from the median run what cost performance
 * points.
 */
export function summarizeTier(extracted, explained) {
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
