import { describe, expect, it } from 'vitest';
import { explainRun, extractRun, summarizeRuns, summarizeTier } from '../src/lhr.ts';

/** A trimmed Lighthouse result with the fields the benchmark reads. */
function lhr({ performance = 0.97, lcp = 1600, tbt = 20, index = 1500, multiplier = 4 } = {}) {
  return {
    requestedUrl: 'http://127.0.0.1:3000/inicio',
    finalDisplayedUrl: 'http://127.0.0.1:3000/inicio',
    environment: { benchmarkIndex: index },
    configSettings: { throttling: { cpuSlowdownMultiplier: multiplier } },
    categories: {
      performance: {
        id: 'performance',
        score: performance,
        auditRefs: [
          { id: 'largest-contentful-paint', weight: 25 },
          { id: 'render-blocking-insight', weight: 0 },
          { id: 'bootup-time', weight: 0 },
        ],
      },
      accessibility: {
        id: 'accessibility',
        score: 0.96,
        auditRefs: [{ id: 'target-size', weight: 7 }],
      },
      'best-practices': { id: 'best-practices', score: 1, auditRefs: [] },
      seo: { id: 'seo', score: 1, auditRefs: [] },
    },
    audits: {
      'largest-contentful-paint': {
        title: 'LCP',
        score: 0.8,
        numericValue: lcp,
        displayValue: '1.6 s',
      },
      'first-contentful-paint': { numericValue: 900 },
      'total-blocking-time': { numericValue: tbt },
      'cumulative-layout-shift': { numericValue: 0.004 },
      'speed-index': { numericValue: 1200 },
      'total-byte-weight': { numericValue: 260_000 },
      'target-size': { title: 'Touch targets', score: 0 },
      'render-blocking-insight': {
        title: 'Render blocking',
        score: 0.5,
        displayValue: 'Est savings of 300 ms',
        metricSavings: { FCP: 300, LCP: 300 },
      },
      'bootup-time': { title: 'JS execution', score: 0.9, metricSavings: { TBT: 0 } },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 260_000 },
            { resourceType: 'script', transferSize: 140_000 },
            { resourceType: 'font', transferSize: 48_000 },
          ],
        },
      },
      'network-requests': {
        details: {
          items: [
            { url: 'http://127.0.0.1:3000/inicio', resourceType: 'Document', transferSize: 20_000 },
            {
              url: 'http://127.0.0.1:3000/assets/a.js',
              resourceType: 'Script',
              transferSize: 100_000,
              resourceSize: 300_000,
              statusCode: 200,
            },
            {
              url: 'http://127.0.0.1:3000/assets/a.js',
              resourceType: 'Script',
              transferSize: 0,
              resourceSize: 300_000,
              statusCode: 200,
            },
            {
              url: 'https://fonts.example.com/f.woff2',
              resourceType: 'Font',
              transferSize: 48_000,
            },
            { url: 'data:image/png;base64,AAAA', resourceType: 'Image', transferSize: 0 },
          ],
        },
      },
      'largest-contentful-paint-element': {
        details: {
          items: [{ items: [{ node: { selector: 'h1.title', snippet: '<h1 class="title">' } }] }],
        },
      },
    },
  };
}

describe('extractRun', () => {
  it('keeps scores out of 100, the metrics and the bytes by type', () => {
    expect(extractRun(lhr())).toEqual({
      scores: { performance: 97, accessibility: 96, bestPractices: 100, seo: 100 },
      metrics: { lcpMs: 1600, fcpMs: 900, tbtMs: 20, cls: 0.004, speedIndexMs: 1200 },
      bytes: {
        total: 260_000,
        script: 140_000,
        image: null,
        font: 48_000,
        stylesheet: null,
        document: null,
        // The LCP element is a heading: no image on the LCP's path.
        lcpImage: 0,
      },
      benchmarkIndex: 1500,
      cpuSlowdownMultiplier: 4,
    });
  });
  it('reads a category that failed as null', () => {
    const result = lhr();
    Object.assign(result.categories.seo, { score: null });
    expect(extractRun(result).scores.seo).toBeNull();
  });
});

describe('explainRun', () => {
  const explained = explainRun(lhr());
  it('lists weighted audits below full score', () => {
    expect(explained.failingAudits.map((audit) => audit.id)).toEqual([
      'largest-contentful-paint',
      'target-size',
    ]);
  });
  it('lists unweighted audits that promise an LCP or FCP saving', () => {
    expect(explained.opportunities).toEqual([
      {
        id: 'render-blocking-insight',
        title: 'Render blocking',
        displayValue: 'Est savings of 300 ms',
        savingMs: 300,
      },
    ]);
  });
  it('keeps each script once, the LCP element and requests to other origins', () => {
    expect(explained.scripts).toEqual([
      {
        status: 200,
        url: 'http://127.0.0.1:3000/assets/a.js',
        transferBytes: 100_000,
        resourceBytes: 300_000,
      },
    ]);
    expect(explained.lcpElement).toEqual({ selector: 'h1.title', snippet: '<h1 class="title">' });
    expect(explained.foreignRequests).toEqual(['https://fonts.example.com/f.woff2']);
  });
});

describe('summarizeRuns', () => {
  it('takes medians and the explanations of the median run', () => {
    const results = [
      lhr({ performance: 0.9, lcp: 2000 }),
      lhr({ performance: 0.99, lcp: 1400 }),
      lhr({ performance: 0.95, lcp: 1700 }),
    ];
    const summary = summarizeRuns(results.map(extractRun), results.map(explainRun));
    expect(summary.runs).toBe(3);
    expect(summary.medianRun).toBe(2);
    expect(summary.scores?.performance).toBe(95);
    expect(summary.metrics?.lcpMs).toBe(1700);
    expect(summary.failingAudits).toHaveLength(2);
  });
});

describe('summarizeTier', () => {
  it('keeps performance, the metrics, each run’s benchmark index and the slowdown applied', () => {
    const results = [
      lhr({ performance: 0.88, tbt: 260, index: 3000, multiplier: 11.74 }),
      lhr({ performance: 0.93, tbt: 180, index: 3300, multiplier: 11.74 }),
      lhr({ performance: 0.91, tbt: 210, index: 3100, multiplier: 11.74 }),
    ];
    const tier = summarizeTier(results.map(extractRun), results.map(explainRun));
    expect(tier).toMatchObject({
      runs: 3,
      medianRun: 2,
      scores: { performance: 91 },
      benchmarkIndex: 3100,
      benchmarkIndexes: [3000, 3300, 3100],
      cpuSlowdownMultiplier: 11.74,
    });
    expect(tier.metrics?.tbtMs).toBe(210);
    expect(tier.failingAudits.map((audit) => audit.id)).toEqual(['largest-contentful-paint']);
    expect(tier).not.toHaveProperty('scripts');
  });
});
