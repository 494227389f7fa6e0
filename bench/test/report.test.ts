import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from '../src/budgets.ts';
import { delta, fmt, markdownTable } from '../src/markdown.ts';
import { resolveProfiles } from '../src/profiles.ts';
import { flattenFigures, renderReport } from '../src/report.ts';
import type { PageResult, Results } from '../src/results.ts';
import { loadTarget } from './load-target.ts';

describe('markdownTable', () => {
  it('renders a header, an alignment rule and rows', () => {
    expect(markdownTable(['page', 'req/s'], [['/inicio', '1,200']], ['', 'right'])).toBe(
      ['| page | req/s |', '|---|---:|', '| /inicio | 1,200 |'].join('\n'),
    );
  });
  it('escapes pipes and line breaks inside cells, and shows missing cells empty', () => {
    expect(markdownTable(['a'], [['x | y\nz'], [null]])).toBe(
      ['| a |', '|---|', '| x \\| y z |', '|  |'].join('\n'),
    );
  });
});

describe('number formats and deltas', () => {
  it('formats each unit', () => {
    expect(fmt.seconds(1834)).toBe('1.83 s');
    expect(fmt.ms(1234.4)).toBe('1,234 ms');
    expect(fmt.kb(120_000)).toBe('120.0 KB');
    expect(fmt.cls(0.0213)).toBe('0.021');
    expect(fmt.ratio(0.5)).toBe('50 %');
    expect(fmt.score(null)).toBe('—');
  });
  it('signs differences in the same unit and hides unchanged or unknown ones', () => {
    expect(delta(97, 95, fmt.score)).toBe(' (+2)');
    expect(delta(1500, 1620, fmt.ms)).toBe(' (−120 ms)');
    expect(delta(100, 100, fmt.score)).toBe('');
    expect(delta(100.2, 100, fmt.score)).toBe('');
    expect(delta(5, null, fmt.score)).toBe('');
  });
});

describe('flattenFigures', () => {
  it('lists nested numbers by path, naming array items by their name', () => {
    expect(
      flattenFigures({ runs: [{ name: 'spike', rps: 900, p99Ms: 40 }], ok: true, note: 'x' }),
    ).toEqual([
      ['runs.spike.name', 'spike'],
      ['runs.spike.rps', '900'],
      ['runs.spike.p99Ms', '40'],
      ['ok', 'true'],
      ['note', 'x'],
    ]);
  });
});

const page = (
  template: string,
  path: string,
  performance: number | null,
  lcpMs: number,
  midPerformance = 97,
  lowPerformance = 96,
): PageResult & { bytes: { scriptGzip: number } } => ({
  template,
  path,
  runs: 3,
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { lcpMs, fcpMs: 900, tbtMs: 30, cls: 0, speedIndexMs: 1100 },
  bytes: { total: 250_000, script: 80_000, scriptGzip: 95_000, html: 85_000, inlineData: 10_000 },
  benchmarkIndex: 3100,
  benchmarkIndexes: [3000, 3100, 3200],
  tiers: {
    mid: {
      runs: 3,
      scores: { performance: midPerformance },
      metrics: { lcpMs: 1900, tbtMs: 60 },
      benchmarkIndexes: [3000, 3100, 3200],
      cpuSlowdownMultiplier: 3.1,
      cpuSlowdownMultipliers: [3, 3.1, 3.2],
      failingAudits: [],
      opportunities: [],
    },
    low: {
      runs: 3,
      scores: { performance: lowPerformance },
      metrics: { lcpMs: 2600, tbtMs: 240 },
      benchmarkIndexes: [3000, 3100, 3200],
      cpuSlowdownMultiplier: 11.74,
      cpuSlowdownMultipliers: [11.36, 11.74, 12.12],
      failingAudits: [
        {
          category: 'performance',
          id: 'total-blocking-time',
          score: 0.62,
          displayValue: '240 ms',
        },
      ],
      opportunities: [{ id: 'bootup-time', displayValue: '1.3 s', savingMs: 0 }],
    },
  },
  failingAudits: [],
  opportunities: [],
  scripts: [
    {
      status: 200,
      url: 'http://127.0.0.1:3000/assets/entry.client-abc.js',
      gzipBytes: 60_000,
      transferBytes: 52_000,
      resourceBytes: 190_000,
    },
    {
      status: 200,
      url: 'http://127.0.0.1:3000/assets/root-def.js',
      gzipBytes: 35_000,
      transferBytes: 28_000,
      resourceBytes: 90_000,
    },
  ],
});

function run({
  performance = 98,
  lcpMs = 1500,
  ratio = 0.6,
  uncachedRatio = 2.2,
  startedAt = '2026-11-22T10:00:00.000Z',
  midPerformance = 97,
  lowPerformance = 96,
} = {}) {
  // A run's results with only what the report reads.
  const results: Results & { lighthouse: NonNullable<Results['lighthouse']> } = {
    command: 'pnpm bench',
    startedAt,
    durationSeconds: 754,
    git: { commit: 'abc1234', appsChangedSinceCommit: 0 },
    stack: { mode: 'started' },
    machine: {
      cpus: 2,
      cpuModel: 'Test CPU',
      memoryGB: 8,
      os: 'Linux',
      node: 'v20.20.2',
      chromium: 'Chromium 156',
      lighthouse: '12.8.2',
      autocannon: '8.0.0',
      loadAverageAtStart: [0.5, 0.4, 0.3],
    },
    lighthouse: {
      profiles: resolveProfiles(['mid', 'low']),
      runsPerPage: 3,
      pages: [page('/inicio', '/inicio', performance, lcpMs, midPerformance, lowPerformance)],
    },
    load: {
      seconds: 10,
      connections: 32,
      acceptEncoding: 'br, gzip',
      page: '/inicio',
      pageBytes: 20_000,
      pageEncoding: 'br',
      targets: {
        static: loadTarget({ requestsPerSecond: 10_000, latencyP50Ms: 3, latencyP99Ms: 9 }),
        cached: loadTarget({
          requestsPerSecond: 10_000 * ratio,
          latencyP50Ms: 5,
          latencyP99Ms: 20,
        }),
        cachedWithVisits: loadTarget({ requestsPerSecond: 9_000 * ratio, latencyP50Ms: 6 }),
        visits: loadTarget({ requestsPerSecond: 50, latencyP50Ms: 2 }),
        uncached: loadTarget({ requestsPerSecond: 220, latencyP50Ms: 140, latencyP99Ms: 300 }),
      },
      cachedToStaticRatio: ratio,
      cachedWithVisitsRatio: 0.9,
      cachedTurns: [
        {
          static: 10_000,
          cached: 10_000 * ratio,
          cachedWithVisits: 9_000 * ratio,
          cachedToStatic: ratio,
          cachedWithVisitsToCached: 0.9,
        },
        {
          static: 8_000,
          cached: 4_000,
          cachedWithVisits: 3_400,
          cachedToStatic: 0.5,
          cachedWithVisitsToCached: 0.85,
        },
      ],
      uncachedToStaticRatio: 0.022,
      baseline: {
        commit: 'e325ae1',
        ...loadTarget({ requestsPerSecond: 100, latencyP50Ms: 310, latencyP99Ms: 620 }),
        turns: [
          { baseline: 90, current: 200, ratio: 2.222 },
          { baseline: 100, current: 100 * uncachedRatio, ratio: uncachedRatio },
          { baseline: 110, current: 260, ratio: 2.364 },
        ],
      },
      uncachedToBaselineRatio: uncachedRatio,
    },
    publish: {
      page: '/blogs/post',
      samples: [{ visibleMs: 700, fromEditMs: 900, publishCallMs: 200, polls: 3, underLoad: true }],
      medianMs: 700,
      maxMs: 700,
      loadDuring: { path: '/inicio', requestsPerSecond: 5800, latencyP99Ms: 25 },
      cachedBaselineRps: 6000,
      throughputRatio: 0.967,
    },
    analytics: {
      days: 365,
      rows: { views: 1000, vitals: 2000 },
      pages: 120,
      samplesMs: [300, 250, 280],
      medianMs: 280,
      maxMs: 300,
    },
  };
  results.budgets = evaluateBudgets(results);
  return results;
}

describe('renderReport', () => {
  it('says every budget is met, with the machine and the command', () => {
    const markdown = renderReport(run());
    expect(markdown).toContain('**Every budget met**');
    // The cached page measured again while the site counts visits, against itself alone.
    expect(markdown).toMatch(
      /\| cached page `\/inicio` while visit beacons stream \(below\) \|.*\| ✅ 90 % of cached \|/,
    );
    expect(markdown).toContain(
      '| visit beacons `POST /_visita` (50/s, each from its own address) |',
    );
    expect(markdown).toContain('| cores | 2 × Test CPU |');
    expect(markdown).toContain('Produced by `pnpm bench` on 2026-11-22 10:00 UTC in 12 min 34 s');
    expect(markdown).toContain('No previous run to compare with.');
    expect(markdown).not.toContain('FAIL');
  });

  it('marks failures in the tables and the budget list, with deltas against the previous run', () => {
    const previous = run({ startedAt: '2026-11-21T09:00:00.000Z' });
    const markdown = renderReport(run({ performance: 90, lcpMs: 2100, ratio: 0.4 }), previous);
    expect(markdown).toContain('**Budgets: 16 met, 3 failed** of 19 checks.');
    expect(markdown).toContain(
      'Failing: Lighthouse performance; LCP; Cached page throughput / static server.',
    );
    expect(markdown).toContain('| /inicio | ❌ 90 (−8) | ✅ 100 |');
    expect(markdown).toContain('❌ 2.10 s (+0.60 s)');
    expect(markdown).toContain('| Lighthouse performance | /inicio | 90 | ≥ 95 | **FAIL** |');
    expect(markdown).toContain('| cached page `/inicio` | 4,000 (−2,000) |');
    expect(markdown).toContain('❌ 40 % (−20 %)');
    expect(markdown).toContain('against the previous run (2026-11-21 09:00 UTC, commit `abc1234`)');
  });

  it('says the cached page’s ratios are medians of turns, with each turn’s figures', () => {
    expect(renderReport(run())).toContain(
      [
        'Each of 2 turns ran the static server, the cached page and the cached page beside beacons one after the other,',
        "so both sides of a ratio saw the machine in the same state; each row is its target's median",
        "turn, each ratio the median of the turns' ratios. Req/s by turn: static 10,000, cached 6,000 (60 %), 5,400 beside beacons (90 %); static 8,000, cached 4,000 (50 %), 3,400 beside beacons (85 %).",
      ].join('\n'),
    );
  });

  it('compares the uncached render with the web before issue 28, turn by turn', () => {
    const met = renderReport(run());
    expect(met).toContain(
      '| uncached render at `e325ae1` (same CMS) | 100 | 310 ms | 620 ms | 0 | 0 |',
    );
    expect(met).toContain(
      "Today's ÷ its, median of the turns: ✅ 2.2× (turns: 90 then 200 req/s; 100 then 220 req/s; 110 then 260 req/s).",
    );
    const failed = renderReport(run({ uncachedRatio: 1.8 }), run());
    expect(failed).toContain('median of the turns: ❌ 1.8× (−0.4×)');
    expect(failed).toContain(
      "| Uncached render throughput / the baseline's (BENCH_BASELINE, by default e325ae1: before issue 28) | site | 1.8× | ≥ 2× | **FAIL** |",
    );
  });

  it('lists the scripts of the first load of /inicio with the budget verdict', () => {
    const markdown = renderReport(run());
    expect(markdown).toContain(
      'Budget ≤ 145.0 KB gzip on every page: pass on all 1 page (heaviest 95.0 KB, /inicio).\n/inicio: pass (95.0 KB).',
    );
    expect(markdown).toContain('| /assets/entry.client-abc.js | 60.0 KB | 52.0 KB | 190.0 KB |');
    expect(markdown).toContain(
      '| **total (2 files)** | **95.0 KB** | **80.0 KB** | **280.0 KB** |',
    );
  });

  it('fails the JavaScript budget on the pages above 145 KB, naming the heaviest', () => {
    const results = run();
    const blog = page('/blog', '/blog', 98, 1500);
    blog.bytes.scriptGzip = 151_800;
    results.lighthouse.pages.push(blog);
    results.budgets = evaluateBudgets(results);
    const markdown = renderReport(results);
    expect(markdown).toContain(
      'Budget ≤ 145.0 KB gzip on every page: **FAIL** on 1 of 2 pages (heaviest 151.8 KB, /blog).',
    );
    expect(markdown).toContain('❌ 151.8 KB');
  });

  it('says which sections did not run', () => {
    const results = {
      command: 'BENCH_SECTIONS=load pnpm bench',
      startedAt: '2026-11-22T10:00:00.000Z',
      budgets: [],
    };
    const markdown = renderReport(results);
    expect(markdown).toContain('## Lighthouse\n\nNot run in this run.');
    expect(markdown).toContain('## Publish to visible\n\nNot run in this run.');
  });
});

describe('htmlShape', async () => {
  const { htmlShape } = await import('../src/load.ts');
  it('counts the HTML and its inline script bytes', () => {
    const html = '<html><script>ab</script><p>é</p><script type="x">cde</script></html>';
    expect(htmlShape(html)).toEqual({ htmlBytes: Buffer.byteLength(html), inlineScriptBytes: 5 });
  });
});

describe('busy machine', () => {
  it('warns when other work took CPU during the run', () => {
    const results = {
      command: 'pnpm bench',
      startedAt: '2026-11-22T10:00:00.000Z',
      budgets: [],
      busy: {
        cores: 2,
        threshold: 0.5,
        sections: {
          start: { othersMedian: 1, othersMax: 1, loadMedian: 3 },
          lighthouse: { othersMedian: 0.8, othersMax: 1.5, loadMedian: 2.6 },
        },
        busy: true,
      },
    };
    expect(renderReport(results)).toContain(
      "**Other work on the machine took CPU during this run** (cores' worth of CPU taken by processes outside the benchmark, median by section: lighthouse 0.8 (max 1.5, load average 2.6); 2 cores).",
    );
  });
});

describe('device profiles', () => {
  const section = (markdown: string) =>
    markdown.slice(
      markdown.indexOf('## Lighthouse by device profile'),
      markdown.indexOf('## JavaScript'),
    );

  it('shows the loads’ indexes, each profile’s slowdowns and every page in every profile', () => {
    const markdown = section(renderReport(run()));
    expect(markdown).toContain(
      "Lighthouse measured the machine's CPU benchmark index (`benchmarkIndex`) at the start of each of the 3 page loads: 3,000–3,200, median **3,100**.",
    );
    expect(markdown).toContain(
      "| default | Lighthouse's mobile default | — (not calibrated) | 4× (Lighthouse's default) | 775 (750–800) |",
    );
    expect(markdown).toContain(
      "| mid-tier | Pixel 5 | 1,000 | 3.1× (3×–3.2×) = each load's index ÷ 1,000 | 1,000 |",
    );
    expect(markdown).toContain(
      "| low-tier | Moto G Power | 264 | 11.74× (11.36×–12.12×) = each load's index ÷ 264 | 264 |",
    );
    expect(markdown).toContain(
      '| page | default perf ≥ 95 | default LCP ≤ 1,800 ms | default TBT ≤ 100 ms | mid-tier perf ≥ 95 | mid-tier LCP | mid-tier TBT | low-tier perf ≥ 95 | low-tier LCP | low-tier TBT |',
    );
    expect(markdown).toContain(
      '| /inicio | ✅ 98 | ✅ 1.50 s | ✅ 30 ms | ✅ 97 | 1.90 s | 60 ms | ✅ 96 | 2.60 s | 240 ms |',
    );
    expect(markdown).not.toContain('unthrottled');
  });

  it('marks a tier below its budget, with deltas against the same tier of the previous run', () => {
    const previous = run({ startedAt: '2026-11-21T09:00:00.000Z' });
    const markdown = renderReport(run({ midPerformance: 94, lowPerformance: 94 }), previous);
    expect(markdown).toContain(
      '| ✅ 98 | ✅ 1.50 s | ✅ 30 ms | ❌ 94 (−3) | 1.90 s | 60 ms | ❌ 94 (−2) |',
    );
    expect(markdown).toContain(
      'Failing: Lighthouse performance, mid-tier; Lighthouse performance, low-tier.',
    );
    expect(markdown).toContain(
      '| Lighthouse performance, low-tier | /inicio | 94 | ≥ 95 | **FAIL** |',
    );
    expect(markdown).toContain(
      '- `/inicio` low-tier (median 11.74×): total-blocking-time 240 ms (62); estimated savings: bootup-time 1.3 s',
    );
  });

  it('says how many loads a tier ran unthrottled, on a machine no faster than its device', () => {
    const results = run();
    for (const page of results.lighthouse.pages) {
      page.benchmarkIndexes = [900, 950, 1200];
      Object.assign(page.tiers?.mid ?? {}, { cpuSlowdownMultipliers: [1, 1, 1.2] });
    }
    const markdown = section(renderReport(results));
    expect(markdown).toContain(
      "| mid-tier | Pixel 5 | 1,000 | 1× (1×–1.2×) = each load's index ÷ 1,000 | 1,000; the machine's own in 2 load(s) |",
    );
    expect(markdown).toContain(
      "In 2 of 3 loads this machine was no faster than a Pixel 5 (index 1,000): the mid-tier profile ran them unthrottled (1×), so its times there are this machine's, longer than the device's.",
    );
  });

  it('says the tiers did not run when no load measured the index', () => {
    const results = run();
    const noIndex = 'this load measured no CPU benchmark index';
    for (const page of results.lighthouse.pages) {
      Object.assign(page, {
        benchmarkIndexes: [null, null, null],
        tiers: {
          mid: { runs: 0, errors: [noIndex, noIndex, noIndex] },
          low: { runs: 0, errors: [noIndex, noIndex, noIndex] },
        },
      });
    }
    results.budgets = evaluateBudgets(results);
    const markdown = renderReport(results);
    expect(section(markdown)).toContain(
      '**No page load measured the CPU benchmark index**: the calibrated profiles did not run.',
    );
    expect(section(markdown)).toContain('| mid-tier | Pixel 5 | 1,000 | not run | — |');
    expect(section(markdown)).toContain(
      '| page | default perf ≥ 95 | default LCP ≤ 1,800 ms | default TBT ≤ 100 ms |\n',
    );
    expect(markdown).toContain('**Budgets: 17 met, 0 failed, 2 not measured** of 19 checks.');
  });
});
