import { describe, expect, it } from 'vitest';
import { evaluateBudgets } from '../src/budgets.mjs';
import { delta, flattenFigures, fmt, markdownTable, renderReport } from '../src/report.mjs';

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

const page = (template, path, performance, lcpMs) => ({
  template,
  path,
  runs: 3,
  scores: { performance, accessibility: 100, bestPractices: 100, seo: 100 },
  metrics: { lcpMs, fcpMs: 900, tbtMs: 30, cls: 0, speedIndexMs: 1100 },
  bytes: { total: 250_000, script: 80_000, scriptGzip: 95_000 },
  benchmarkIndex: 1500,
  tiers: {
    mid: { runs: 3, scores: { performance: 97 }, metrics: { lcpMs: 1900, tbtMs: 60 } },
    low: { runs: 3, scores: { performance: 92 }, metrics: { lcpMs: 2600, tbtMs: 240 } },
  },
  failingAudits: [],
  opportunities: [],
  scripts: [
    {
      url: 'http://127.0.0.1:3000/assets/entry.client-abc.js',
      gzipBytes: 60_000,
      transferBytes: 52_000,
      resourceBytes: 190_000,
    },
    {
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
  startedAt = '2026-11-22T10:00:00.000Z',
} = {}) {
  const results = {
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
    lighthouse: { runsPerPage: 3, pages: [page('/inicio', '/inicio', performance, lcpMs)] },
    load: {
      seconds: 10,
      connections: 32,
      acceptEncoding: 'br, gzip',
      page: '/inicio',
      pageBytes: 20_000,
      pageEncoding: 'br',
      targets: {
        static: {
          requestsPerSecond: 10_000,
          latencyP50Ms: 3,
          latencyP99Ms: 9,
          errors: 0,
          timeouts: 0,
          non2xx: 0,
        },
        cached: {
          requestsPerSecond: 10_000 * ratio,
          latencyP50Ms: 5,
          latencyP99Ms: 20,
          errors: 0,
          timeouts: 0,
          non2xx: 0,
        },
      },
      cachedToStaticRatio: ratio,
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
  };
  results.budgets = evaluateBudgets(results);
  return results;
}

describe('renderReport', () => {
  it('says every budget is met, with the machine and the command', () => {
    const markdown = renderReport(run());
    expect(markdown).toContain('**Every budget met**');
    expect(markdown).toContain('| cores | 2 × Test CPU |');
    expect(markdown).toContain('Produced by `pnpm bench` on 2026-11-22 10:00 UTC in 12 min 34 s');
    expect(markdown).toContain('No previous run to compare with.');
    expect(markdown).not.toContain('FAIL');
  });

  it('marks failures in the tables and the budget list, with deltas against the previous run', () => {
    const previous = run({ startedAt: '2026-11-21T09:00:00.000Z' });
    const markdown = renderReport(run({ performance: 90, lcpMs: 2100, ratio: 0.4 }), previous);
    expect(markdown).toContain('**Budgets: 11 met, 3 failed** of 14 checks.');
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

  it('lists the scripts of the first load of /inicio with the budget verdict', () => {
    const markdown = renderReport(run());
    expect(markdown).toContain('Budget ≤ 145.0 KB gzip: pass (95.0 KB).');
    expect(markdown).toContain('| /assets/entry.client-abc.js | 60.0 KB | 52.0 KB | 190.0 KB |');
    expect(markdown).toContain(
      '| **total (2 files)** | **95.0 KB** | **80.0 KB** | **280.0 KB** |',
    );
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
  const { htmlShape } = await import('../src/load.mjs');
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
