import { describe, expect, it } from 'vitest';
import { budgetSummary, check, evaluateBudgets } from '../src/budgets.ts';
import { BUDGETS } from '../src/config.ts';

const goodPage = (template: string, path = template) => ({
  template,
  path,
  runs: 3,
  benchmarkIndexes: [2000, 2100, 1900],
  scores: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { lcpMs: 1500, fcpMs: 900, tbtMs: 40, cls: 0.01, speedIndexMs: 1200 },
  bytes: { total: 300_000, script: 90_000, scriptGzip: 140_000, html: 80_000, inlineData: 9_000 },
  tiers: {
    mid: { runs: 3, scores: { performance: 96 }, metrics: { lcpMs: 2100, tbtMs: 90 } },
    low: { runs: 3, scores: { performance: 95 }, metrics: { lcpMs: 2900, tbtMs: 300 } },
  },
});

const goodResults = () => ({
  lighthouse: {
    runsPerPage: 3,
    pages: [goodPage('/inicio'), goodPage('/blogs/{blog}', '/blogs/post')],
  },
  load: { cachedToStaticRatio: 0.62, cachedWithVisitsRatio: 0.93, uncachedToBaselineRatio: 2.2 },
  publish: { maxMs: 900, throughputRatio: 0.95 },
  analytics: { maxMs: 240 },
});

describe('check', () => {
  it('compares at the limit inclusively', () => {
    expect(check(95, '>=', 95)).toBe(true);
    expect(check(94, '>=', 95)).toBe(false);
    expect(check(1800, '<=', 1800)).toBe(true);
    expect(check(1801, '<=', 1800)).toBe(false);
  });
  it('is null for a value that was not measured', () => {
    expect(check(null, '<=', 1)).toBeNull();
    expect(check(Number.NaN, '<=', 1)).toBeNull();
  });
  it('rejects an unknown operator', () => {
    expect(() => check(1, '<', 2)).toThrow(/operator/);
  });
});

describe('evaluateBudgets', () => {
  it('passes every budget of a run that meets them, one row per page for page budgets', () => {
    const rows = evaluateBudgets(goodResults());
    // The camera-photo budgets read a section this run did not have (photos.test.ts).
    const perPage = BUDGETS.filter((budget) => budget.perPage && !budget.from).length;
    // every page budget (the tiers', first-load JavaScript and HTML weight included) × 2 pages,
    // 6 site budgets
    expect(rows).toHaveLength(perPage * 2 + 6);
    expect(rows.every((row) => row.pass === true)).toBe(true);
    expect(rows.find((row) => row.id === 'lcp' && row.page === '/blogs/post')?.value).toBe(1500);
  });

  it('leaves a search result page out of the SEO budget only: it is noindex on purpose', () => {
    const results = goodResults();
    const search = goodPage('/buscar?q=creadores');
    search.scores.seo = 66;
    search.scores.accessibility = 98;
    results.lighthouse.pages.push(search);
    const rows = evaluateBudgets(results).filter((row) => row.page === '/buscar?q=creadores');
    expect(rows.some((row) => row.id === 'seo')).toBe(false);
    expect(rows.find((row) => row.id === 'accessibility')?.pass).toBe(false);
    expect(rows.find((row) => row.id === 'lcp')?.pass).toBe(true);
  });

  it('fails each budget that is missed, on the page that misses it', () => {
    const results = goodResults();
    const [home] = results.lighthouse.pages;
    if (!home) throw new Error('no page');
    home.scores.performance = 94;
    home.scores.accessibility = 98;
    home.metrics.cls = 0.021;
    home.bytes.scriptGzip = 145_001;
    home.bytes.html = 90_001;
    home.bytes.inlineData = 12_001;
    results.load.cachedToStaticRatio = 0.49;
    results.load.cachedWithVisitsRatio = 0.79;
    results.load.uncachedToBaselineRatio = 1.99;
    results.publish.maxMs = 2001;
    results.analytics.maxMs = 1001;
    const failed = evaluateBudgets(results).filter((row) => row.pass === false);
    expect(failed.map((row) => `${row.id} ${row.page ?? 'site'}`).sort()).toEqual([
      'accessibility /inicio',
      'analytics-year site',
      'cached-throughput site',
      'cls /inicio',
      'html-weight /inicio',
      'inline-data /inicio',
      'js-first-load /inicio',
      'performance /inicio',
      'publish-visible site',
      'uncached-throughput site',
      'visits-throughput site',
    ]);
  });

  it('reads the tiers’ performance from their own runs: ≥ 95 mid-tier and low-tier', () => {
    const results = goodResults();
    const [home, post] = results.lighthouse.pages;
    if (!home?.tiers || !post?.tiers) throw new Error('no tiers');
    home.tiers.mid.scores.performance = 94;
    post.tiers.low.scores.performance = 94;
    const rows = evaluateBudgets(results);
    expect(rows.filter((row) => row.pass === false)).toEqual([
      expect.objectContaining({
        id: 'performance-mid',
        page: '/inicio',
        profile: 'mid',
        value: 94,
      }),
      expect.objectContaining({ id: 'performance-low', page: '/blogs/post', profile: 'low' }),
    ]);
    expect(rows.find((row) => row.id === 'performance' && row.page === '/inicio')).toMatchObject({
      profile: 'default',
      value: 98,
      pass: true,
    });
  });

  it('weighs first-load JavaScript on every page against 145 KB gzip', () => {
    const results = goodResults();
    const [, post] = results.lighthouse.pages;
    if (!post) throw new Error('no page');
    post.bytes.scriptGzip = 151_800;
    const javascript = evaluateBudgets(results).filter((row) => row.id === 'js-first-load');
    expect(javascript.map((row) => [row.page, row.limit, row.pass])).toEqual([
      ['/inicio', 145_000, true],
      ['/blogs/post', 145_000, false],
    ]);
  });

  it('leaves a tier that did not run not measured', () => {
    const results = goodResults();
    for (const page of results.lighthouse.pages)
      Object.assign(page, { tiers: { mid: page.tiers.mid } });
    const low = evaluateBudgets(results).filter((row) => row.id === 'performance-low');
    expect(low.map((row) => row.pass)).toEqual([null, null]);
  });

  it('reports a budget as not measured when its section did not run', () => {
    const rows = evaluateBudgets({ load: { cachedToStaticRatio: 0.7 } });
    expect(rows.find((row) => row.id === 'cached-throughput')?.pass).toBe(true);
    expect(rows.filter((row) => row.id === 'js-first-load')).toEqual([]);
    expect(rows.find((row) => row.id === 'publish-visible')?.pass).toBeNull();
  });

  it('counts passed, failed and unmeasured rows', () => {
    expect(
      budgetSummary([{ pass: true }, { pass: false }, { pass: null }, { pass: true }]),
    ).toEqual({ passed: 2, failed: 1, unmeasured: 1, total: 4 });
  });
});

describe('busySummary', async () => {
  const { busySummary } = await import('../src/budgets.ts');
  it('summarizes other work per section and flags a measuring section above half a core', () => {
    const samples = [
      { section: 'start', others: 1.9, load: 3 },
      { section: 'lighthouse', others: 0.1, load: 1.2 },
      { section: 'lighthouse', others: 0.3, load: 1.8 },
      { section: 'lighthouse', others: 0.2, load: 1.5 },
      { section: 'load', others: 0.9, load: 3.1 },
      { section: 'load', others: 0.7, load: 2.5 },
    ];
    expect(busySummary(samples, 2)).toEqual({
      cores: 2,
      threshold: 0.5,
      sections: {
        start: { othersMedian: 1.9, othersMax: 1.9, loadMedian: 3 },
        lighthouse: { othersMedian: 0.2, othersMax: 0.3, loadMedian: 1.5 },
        load: { othersMedian: 0.8, othersMax: 0.9, loadMedian: 2.8 },
      },
      busy: true,
    });
  });
  it('ignores the start-up and works without CPU readings', () => {
    const summary = busySummary(
      [
        { section: 'start', others: 2, load: 4 },
        { section: 'lighthouse', others: null, load: 1 },
      ],
      2,
    );
    expect(summary.busy).toBe(false);
    expect(summary.sections.lighthouse).toEqual({
      othersMedian: null,
      othersMax: null,
      loadMedian: 1,
    });
  });
});
