// BENCHMARKS.md from a run's results (and the previous run's, for deltas). Pure functions.
import { BUDGETS } from './config.mjs';
import { INDEX_DRIFT_LIMIT, indexSpread, profileResult } from './profiles.mjs';
import { pick } from './stats.mjs';

const MINUS = '−';

/** A markdown table; cells are strings, `|` and line breaks are escaped. */
export function markdownTable(headers, rows, align = []) {
  const cell = (value) =>
    String(value ?? '')
      .replace(/\|/g, '\\|')
      .replace(/\r?\n/g, ' ');
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = headers.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
  return [line(headers), `|${rule.join('|')}|`, ...rows.map(line)].join('\n');
}

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);

/** Number formats of the report; `null` shows as an em dash. */
export const fmt = {
  score: (value) => (isNumber(value) ? String(Math.round(value)) : '—'),
  ms: (value) => (isNumber(value) ? `${Math.round(value).toLocaleString('en-US')} ms` : '—'),
  seconds: (value) => (isNumber(value) ? `${(value / 1000).toFixed(2)} s` : '—'),
  cls: (value) => (isNumber(value) ? value.toFixed(3) : '—'),
  kb: (value) => (isNumber(value) ? `${(value / 1000).toFixed(1)} KB` : '—'),
  rps: (value) => (isNumber(value) ? Math.round(value).toLocaleString('en-US') : '—'),
  ratio: (value) => (isNumber(value) ? `${Math.round(value * 1000) / 10} %` : '—'),
  plain: (value) => (isNumber(value) ? String(Math.round(value * 100) / 100) : '—'),
  index: (value) => (isNumber(value) ? Math.round(value).toLocaleString('en-US') : '—'),
  times: (value) => (isNumber(value) ? `${Math.round(value * 100) / 100}×` : '—'),
};

/** How each budget unit is shown. */
const UNIT_FORMAT = { score: fmt.score, ms: fmt.ms, bytes: fmt.kb, ratio: fmt.ratio, '': fmt.cls };

/**
 * A signed difference in the same format, e.g. "(+2)", "(−120 ms)"; empty when there is no
 * previous value or nothing changed at the shown precision.
 */
export function delta(current, previous, format = fmt.plain) {
  if (!isNumber(current) || !isNumber(previous)) return '';
  const difference = current - previous;
  const shown = format(Math.abs(difference));
  if (/^0(\.0+)?( |$)/.test(shown) || shown === '0 %' || shown === '0') return '';
  return ` (${difference > 0 ? '+' : MINUS}${shown})`;
}

const mark = (pass) => (pass === true ? '✅' : pass === false ? '❌' : '—');
const word = (pass) => (pass === true ? 'pass' : pass === false ? '**FAIL**' : 'not measured');

function budgetFor(rows, id, page = null) {
  return rows.find((row) => row.id === id && row.page === page) ?? null;
}

/** A cell with a value, its delta and, when a budget applies, its pass/fail mark. */
function valueCell(value, previous, format, budgetRow) {
  const text = `${format(value)}${delta(value, previous, format)}`;
  return budgetRow ? `${mark(budgetRow.pass)} ${text}` : text;
}

const limitText = (budget) =>
  `${budget.op === '>=' ? '≥' : '≤'} ${(UNIT_FORMAT[budget.unit] ?? fmt.plain)(budget.limit)}`;

function lighthouseSection(results, previous, budgetRows) {
  const lighthouse = results.lighthouse;
  if (!lighthouse) return ['## Lighthouse', '', 'Not run in this run.'];
  const previousPages = previous?.lighthouse?.pages ?? [];
  const columns = [
    ['performance', 'scores.performance', fmt.score, 'perf'],
    ['accessibility', 'scores.accessibility', fmt.score, 'a11y'],
    ['best-practices', 'scores.bestPractices', fmt.score, 'best pr.'],
    ['seo', 'scores.seo', fmt.score, 'SEO'],
    ['lcp', 'metrics.lcpMs', fmt.seconds, 'LCP'],
    [null, 'metrics.fcpMs', fmt.seconds, 'FCP'],
    ['tbt', 'metrics.tbtMs', fmt.ms, 'TBT'],
    ['cls', 'metrics.cls', fmt.cls, 'CLS'],
    [null, 'metrics.speedIndexMs', fmt.seconds, 'Speed Index'],
    [null, 'bytes.script', fmt.kb, 'JS (sent)'],
    ['js-first-load', 'bytes.scriptGzip', fmt.kb, 'JS (gzip)'],
    ['page-weight', 'bytes.total', fmt.kb, 'total'],
  ];
  const header = columns.map(([id, , , label]) => {
    const budget = BUDGETS.find((candidate) => candidate.id === id);
    return budget ? `${label} ${limitText(budget)}` : label;
  });
  const rows = lighthouse.pages.map((page) => {
    const before = previousPages.find((candidate) => candidate.template === page.template);
    if (!page.runs) return [page.path, ...columns.map(() => 'failed')];
    return [
      page.path,
      ...columns.map(([id, metric, format]) =>
        valueCell(
          pick(page, metric),
          before ? pick(before, metric) : null,
          format,
          id ? budgetFor(budgetRows, id, page.path) : null,
        ),
      ),
    ];
  });
  return [
    `## Lighthouse, default profile (mobile, 4× CPU, simulated throttling, median of ${lighthouse.runsPerPage} run${lighthouse.runsPerPage === 1 ? '' : 's'})`,
    '',
    'JS (sent) and total are bytes on the wire as Chromium received them, response headers included',
    "(brotli when the server offers it); JS (gzip) weighs the same scripts' bodies fetched with",
    '`Accept-Encoding: gzip`. 1 KB = 1000 bytes. Accessibility, best practices, SEO and bytes do',
    'not depend on the CPU: the calibrated profiles below audit performance only.',
    '',
    markdownTable(['page', ...header], rows),
  ];
}

/** The per-page budget on `metric` in a profile, if any. */
const budgetOn = (metric, profileId) =>
  BUDGETS.find(
    (budget) =>
      budget.perPage && budget.metric === metric && (budget.profile ?? 'default') === profileId,
  );

/** Every benchmark index Lighthouse measured at the start of an audit, in every profile. */
function auditIndexes(pages) {
  return pages.flatMap((page) => [
    ...(page.benchmarkIndexes ?? [page.benchmarkIndex]),
    ...Object.values(page.tiers ?? {}).flatMap((tier) => tier.benchmarkIndexes ?? []),
  ]);
}

function calibrationLines(lighthouse, profiles) {
  const { hostIndex, samples = [] } = lighthouse.calibration ?? {};
  const tiers = profiles.filter((profile) => profile.id !== 'default');
  if (!tiers.length) {
    return ['No calibrated profile in this run (`BENCH_TIERS` was empty).'];
  }
  if (!isNumber(hostIndex)) {
    return [
      `**The host's CPU benchmark index was not measured** (${samples.length} calibration run(s) failed): the calibrated profiles did not run.`,
    ];
  }
  const spread = indexSpread(hostIndex, auditIndexes(lighthouse.pages ?? []));
  const lines = [
    `Host CPU benchmark index (Lighthouse's \`benchmarkIndex\`): **${fmt.index(hostIndex)}**, the median of ${samples.length} short Lighthouse run${samples.length === 1 ? '' : 's'} before the audits (${samples.map(fmt.index).join(', ')}).${
      spread
        ? ` Measured again at the start of each of the ${spread.count} audits: ${fmt.index(spread.min)}–${fmt.index(spread.max)}, median ${fmt.index(spread.median)}${spread.drift ? ` (${spread.drift > 0 ? '+' : MINUS}${fmt.ratio(Math.abs(spread.drift))} from the calibration)` : ''}.`
        : ''
    }`,
  ];
  if (spread?.drifted) {
    lines.push(
      `**The machine's speed moved by more than ${fmt.ratio(INDEX_DRIFT_LIMIT)} between the calibration and the audits**: the tiers stood for a device ${spread.median > hostIndex ? 'slower' : 'faster'} than their target. Re-run on a quiet machine (\`BENCH_WAIT_QUIET\`).`,
    );
  }
  for (const tier of tiers.filter((profile) => profile.clamped)) {
    lines.push(
      `This machine is slower than a ${tier.device} (index ${fmt.index(tier.targetIndex)}): the ${tier.label} profile runs unthrottled (1×), so its times are this machine's, longer than the device's.`,
    );
  }
  return lines;
}

function profilesSection(results, previous, budgetRows) {
  const lighthouse = results.lighthouse;
  if (!lighthouse?.profiles) return [];
  const profiles = lighthouse.profiles.filter(
    (profile) => profile.id === 'default' || profile.multiplier !== null,
  );
  const previousPages = previous?.lighthouse?.pages ?? [];
  const profileTable = markdownTable(
    ['profile', 'stands for', 'target index', 'CPU slowdown', 'device index it emulates here'],
    lighthouse.profiles.map((profile) => [
      profile.label,
      profile.device,
      profile.targetIndex === null ? '— (not calibrated)' : fmt.index(profile.targetIndex),
      profile.id === 'default'
        ? `${fmt.times(profile.multiplier)} (Lighthouse's default)`
        : profile.multiplier === null
          ? 'not run'
          : `${fmt.times(profile.multiplier)} = ${fmt.index(lighthouse.calibration?.hostIndex)} ÷ ${fmt.index(profile.targetIndex)}${profile.clamped ? ', raised to 1×' : ''}`,
      fmt.index(profile.emulatedIndex),
    ]),
    ['', '', 'right', 'right', 'right'],
  );
  const columns = profiles.flatMap((profile) => [
    [profile, 'scores.performance', fmt.score, 'perf'],
    [profile, 'metrics.lcpMs', fmt.seconds, 'LCP'],
    [profile, 'metrics.tbtMs', fmt.ms, 'TBT'],
  ]);
  const header = columns.map(([profile, metric, , label]) => {
    const budget = budgetOn(metric, profile.id);
    return `${profile.label} ${label}${budget ? ` ${limitText(budget)}` : ''}`;
  });
  const rows = (lighthouse.pages ?? []).map((page) => {
    const before = previousPages.find((candidate) => candidate.template === page.template);
    return [
      page.path,
      ...columns.map(([profile, metric, format]) => {
        const result = profileResult(page, profile.id);
        if (!result?.runs) return 'failed';
        const budget = budgetOn(metric, profile.id);
        return valueCell(
          pick(result, metric),
          pick(profileResult(before, profile.id), metric),
          format,
          budget ? budgetFor(budgetRows, budget.id, page.path) : null,
        );
      }),
    ];
  });
  return [
    '## Lighthouse by device profile',
    '',
    "Lighthouse's default slows the CPU down 4× on any machine, so the device it stands for",
    "follows the machine (index ÷ 4). The calibrated profiles divide the machine's CPU benchmark",
    "index by their target device's (DevTools' mid-tier and low-tier presets), so they stand for",
    'the same device everywhere (docs/decisions/071-bench-calibrated-cpu-tiers.md). Same network',
    "(Lighthouse's mobile preset) and simulated throttling in every profile.",
    '',
    ...calibrationLines(lighthouse, lighthouse.profiles),
    '',
    profileTable,
    '',
    rows.length > 0 ? markdownTable(['page', ...header], rows) : '',
  ];
}

/** The first-load JavaScript budget over every page: its verdict and the heaviest page. */
function javascriptVerdict(budgetRows) {
  const budget = BUDGETS.find((candidate) => candidate.id === 'js-first-load');
  const rows = budgetRows.filter((row) => row.id === 'js-first-load');
  if (!budget || !rows.length) return '';
  const measured = rows.filter((row) => isNumber(row.value));
  const heaviest = measured.reduce(
    (top, row) => (top && top.value >= row.value ? top : row),
    /** @type {(typeof rows)[number] | null} */ (null),
  );
  const failed = rows.filter((row) => row.pass === false).length;
  const unmeasured = rows.length - measured.length;
  const verdict = failed
    ? `**FAIL** on ${failed} of ${rows.length} pages`
    : unmeasured
      ? `pass on ${measured.length}, not measured on ${unmeasured}`
      : `pass on all ${rows.length} page${rows.length === 1 ? '' : 's'}`;
  return `Budget ${limitText(budget)} gzip on every page: ${verdict}${heaviest ? ` (heaviest ${fmt.kb(heaviest.value)}, ${heaviest.page})` : ''}.`;
}

function scriptsSection(results, previous, budgetRows) {
  const home = results.lighthouse?.pages?.find((page) => page.template === '/inicio');
  if (!home?.scripts) return [];
  const budget = budgetFor(budgetRows, 'js-first-load', home.path);
  const before = previous?.lighthouse?.pages?.find((page) => page.template === '/inicio');
  const name = (url) => url.replace(/^https?:\/\/[^/]+/, '');
  const rows = home.scripts.map((script) => [
    name(script.url),
    fmt.kb(script.gzipBytes),
    fmt.kb(script.transferBytes),
    fmt.kb(script.resourceBytes),
  ]);
  const sum = (key) => home.scripts.reduce((total, script) => total + (script[key] ?? 0), 0);
  rows.push([
    `**total (${home.scripts.length} files)**`,
    `**${fmt.kb(home.bytes?.scriptGzip)}**${delta(home.bytes?.scriptGzip, before?.bytes?.scriptGzip, fmt.kb)}`,
    `**${fmt.kb(sum('transferBytes'))}**`,
    `**${fmt.kb(sum('resourceBytes'))}**`,
  ]);
  return [
    `## JavaScript on first load of ${home.path}`,
    '',
    javascriptVerdict(budgetRows),
    budget ? `${home.path}: ${word(budget.pass)} (${fmt.kb(budget.value)}).` : '',
    '',
    markdownTable(['script', 'gzip', 'sent', 'uncompressed'], rows, [
      '',
      'right',
      'right',
      'right',
    ]),
  ];
}

/** Weighted audits below 100 and the largest estimated savings of a run summary. */
function pointsLost(result) {
  const parts = (result.failingAudits ?? []).map(
    (audit) =>
      `${audit.id}${audit.displayValue ? ` ${audit.displayValue}` : ''} (${Math.round(audit.score * 100)})`,
  );
  const savings = (result.opportunities ?? [])
    .slice(0, 5)
    .map((item) => `${item.id}${item.displayValue ? ` ${item.displayValue}` : ''}`);
  const hints = savings.length ? `; estimated savings: ${savings.join(', ')}` : '';
  return `${parts.length ? parts.join(', ') : 'no weighted audit below 100'}${hints}`;
}

function auditsSection(results) {
  const pages = results.lighthouse?.pages ?? [];
  const lines = [];
  for (const page of pages) {
    const lcp = page.lcpElement ? `; LCP element \`${page.lcpElement.selector}\`` : '';
    const foreign = page.foreignRequests?.length
      ? `; third-party requests: ${page.foreignRequests.length}`
      : '';
    const errors = page.errors?.length ? `; errors: ${page.errors.join('; ')}` : '';
    lines.push(`- \`${page.path}\`: ${pointsLost(page)}${lcp}${foreign}${errors}`);
  }
  const tierLines = [];
  for (const profile of results.lighthouse?.profiles ?? []) {
    if (profile.id === 'default' || profile.multiplier === null) continue;
    for (const page of pages) {
      const tier = profileResult(page, profile.id);
      if (!tier) continue;
      const errors = tier.errors?.length ? `; errors: ${tier.errors.join('; ')}` : '';
      if (tier.runs && tier.scores?.performance === 100 && !errors) continue;
      tierLines.push(
        `- \`${page.path}\` ${profile.label} (${fmt.times(profile.multiplier)}): ${tier.runs ? pointsLost(tier) : 'no run succeeded'}${errors}`,
      );
    }
  }
  if (!lines.length) return [];
  return [
    '### Audits that cost points (default profile, median run; score of the audit in parentheses)',
    '',
    ...lines,
    ...(tierLines.length
      ? [
          '',
          '### Performance points lost in the calibrated profiles (median run)',
          '',
          ...tierLines,
        ]
      : []),
  ];
}

function loadSection(results, previous, budgetRows) {
  const load = results.load;
  if (!load) return ['## Load', '', 'Not run in this run.'];
  const before = previous?.load?.targets ?? {};
  const cachedBudget = budgetFor(budgetRows, 'cached-throughput');
  const names = {
    static: `static server (the same ${fmt.kb(load.pageBytes)} ${load.pageEncoding} bytes of ${load.page})`,
    cached: `cached page \`${load.page}\``,
    uncached: `uncached render \`${load.page}?bench-render=<unique>\``,
    contact: 'contact form post `POST /contactanos.data` (web action → CMS)',
  };
  const rows = Object.entries(load.targets).map(([key, target]) => {
    const was = before[key] ?? {};
    const vsStatic =
      key === 'static'
        ? '100 %'
        : key === 'cached'
          ? valueCell(
              load.cachedToStaticRatio,
              previous?.load?.cachedToStaticRatio,
              fmt.ratio,
              cachedBudget,
            )
          : key === 'uncached'
            ? fmt.ratio(load.uncachedToStaticRatio)
            : '';
    const outcomes = target.outcomes
      ? Object.entries(target.outcomes)
          .map(([outcome, count]) => `${outcome} ${count}`)
          .join(', ')
      : '';
    return [
      names[key] ?? key,
      `${fmt.rps(target.requestsPerSecond)}${delta(target.requestsPerSecond, was.requestsPerSecond, fmt.rps)}`,
      `${fmt.ms(target.latencyP50Ms)}${delta(target.latencyP50Ms, was.latencyP50Ms, fmt.ms)}`,
      `${fmt.ms(target.latencyP99Ms)}${delta(target.latencyP99Ms, was.latencyP99Ms, fmt.ms)}`,
      String((target.errors ?? 0) + (target.timeouts ?? 0)),
      String(target.non2xx ?? 0),
      vsStatic,
      outcomes,
    ];
  });
  const cacheHeaders = load.targets.cached?.responseHeaders?.['cache-control'];
  const lines = [
    `## Load (autocannon on loopback, ${load.connections} connections, ${load.seconds} s per target, \`Accept-Encoding: ${load.acceptEncoding}\`)`,
    '',
    'The static server replays the bytes and headers the site sent for the page, from memory, so',
    "its throughput is the limit of Node's HTTP stack on this machine; the cached page must reach",
    `half of it. The contact target posts from a different \`X-Forwarded-For\` per request (the web`,
    'trusts loopback proxies), so the per-client limit does not cap it; each stored message is a',
    'CMS write.',
    cacheHeaders ? `Cached page answered \`Cache-Control: ${cacheHeaders}\`.` : '',
    load.htmlBytes
      ? `Its HTML is ${fmt.kb(load.htmlBytes)} uncompressed, ${fmt.kb(load.inlineScriptBytes)} of it inline scripts (loader data).`
      : '',
    '',
    markdownTable(
      ['target', 'req/s', 'p50', 'p99', 'errors', 'non-2xx', 'vs static', 'outcomes'],
      rows,
      ['', 'right', 'right', 'right', 'right', 'right', 'right', ''],
    ),
  ];
  if (load.reliability) {
    lines.push('', '### From `reliability/results/load.json`', '');
    const flat = flattenFigures(load.reliability).slice(0, 60);
    lines.push(markdownTable(['figure', 'value'], flat));
  }
  return lines;
}

/** [path, value] pairs of the numbers and short strings of a nested object. */
export function flattenFigures(value, prefix = '') {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number' || typeof value === 'boolean') return [[prefix, String(value)]];
  if (typeof value === 'string') return value.length <= 80 ? [[prefix, value]] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const name =
        item && typeof item === 'object' && typeof item.name === 'string'
          ? item.name
          : String(index);
      return flattenFigures(item, prefix ? `${prefix}.${name}` : name);
    });
  }
  if (typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      flattenFigures(item, prefix ? `${prefix}.${key}` : key),
    );
  }
  return [];
}

function publishSection(results, previous, budgetRows) {
  const publish = results.publish;
  if (!publish) return ['## Publish to visible', '', 'Not run in this run.'];
  if (publish.skipped) return ['## Publish to visible', '', `Not measured: ${publish.skipped}`];
  const visibleBudget = budgetFor(budgetRows, 'publish-visible');
  const throughputBudget = budgetFor(budgetRows, 'publish-throughput');
  const rows = publish.samples.map((sample, index) => [
    String(index + 1),
    sample.visibleMs === null ? 'not seen in 20 s' : fmt.ms(sample.visibleMs),
    sample.fromEditMs === null ? '—' : fmt.ms(sample.fromEditMs),
    fmt.ms(sample.publishCallMs),
    String(sample.polls),
    sample.underLoad ? 'yes' : 'no',
  ]);
  const load = publish.loadDuring ?? {};
  return [
    '## Publish to visible',
    '',
    `An editor's change (admin API: edit the Spanish title of a blog post, publish) timed until a`,
    `poll of \`${publish.page}\` every 50 ms shows it, while autocannon loads the cached page.`,
    '',
    markdownTable(
      [
        'sample',
        'publish answered → visible',
        'edit started → visible',
        'edit + publish calls',
        'polls',
        'under load',
      ],
      rows,
      ['', 'right', 'right', 'right', 'right', ''],
    ),
    '',
    `- Slowest: ${valueCell(publish.maxMs, previous?.publish?.maxMs, fmt.ms, visibleBudget)} (budget ${limitText(BUDGETS.find((budget) => budget.id === 'publish-visible'))}); median ${fmt.ms(publish.medianMs)}.`,
    `- Cached page \`${load.path ?? ''}\` meanwhile: ${fmt.rps(load.requestsPerSecond)} req/s, p99 ${fmt.ms(load.latencyP99Ms)}, ${valueCell(publish.throughputRatio, previous?.publish?.throughputRatio, fmt.ratio, throughputBudget)} of the cached baseline (${fmt.rps(publish.cachedBaselineRps)} req/s; budget ${limitText(BUDGETS.find((budget) => budget.id === 'publish-throughput'))}).`,
  ];
}

function budgetsSection(budgetRows) {
  const format = (row) => (UNIT_FORMAT[row.unit] ?? fmt.plain)(row.value);
  const rows = budgetRows.map((row) => [
    row.label,
    row.page ?? 'site',
    format(row),
    limitText(row),
    word(row.pass),
  ]);
  return ['## Budgets', '', markdownTable(['budget', 'page', 'measured', 'limit', 'result'], rows)];
}

const duration = (seconds) =>
  isNumber(seconds) ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : '—';

function busyLine(busy) {
  if (!busy?.sections) return '';
  const parts = Object.entries(busy.sections)
    .filter(([name]) => name !== 'start')
    .map(
      ([name, value]) =>
        `${name} ${fmt.plain(value.othersMedian)} (max ${fmt.plain(value.othersMax)}, load average ${fmt.plain(value.loadMedian)})`,
    );
  const figures = `cores' worth of CPU taken by processes outside the benchmark, median by section: ${parts.join('; ')}; ${busy.cores} cores`;
  return busy.busy
    ? `**Other work on the machine took CPU during this run** (${figures}). Timings, TBT and throughput are then upper bounds; re-run on a quiet machine before acting on them.`
    : `Other work on the machine stayed below ${busy.threshold} core in every section (${figures}).`;
}

/**
 * The whole BENCHMARKS.md.
 * @param {any} results this run's results
 * @param {any} [previous] the previous run's results, for deltas
 */
export function renderReport(results, previous = null) {
  const budgetRows = results.budgets ?? [];
  const passed = budgetRows.filter((row) => row.pass === true).length;
  const failed = budgetRows.filter((row) => row.pass === false);
  const unmeasured = budgetRows.filter((row) => row.pass === null).length;
  const machine = results.machine ?? {};
  const verdict =
    failed.length === 0 && unmeasured === 0
      ? `**Every budget met** (${passed} checks).`
      : `**Budgets: ${passed} met, ${failed.length} failed${unmeasured ? `, ${unmeasured} not measured` : ''}** of ${budgetRows.length} checks.`;
  const failedIds = [...new Set(failed.map((row) => row.label))];
  const lines = [
    '# Benchmarks',
    '',
    `Produced by \`${results.command}\` on ${results.startedAt?.slice(0, 16).replace('T', ' ')} UTC in ${duration(results.durationSeconds)}, at commit \`${results.git?.commit ?? '?'}\`${results.git?.appsChangedSinceCommit ? ` with ${results.git.appsChangedSinceCommit} uncommitted changes in apps/ and packages/` : ''}; stack ${results.stack?.mode === 'existing' ? `already running at ${results.stack.baseUrl}` : 'built and started by the benchmark (fresh SQLite, seeded)'}.`,
    'Regenerate with `pnpm bench` (5–15 minutes on 2 cores; see `bench/README.md`).',
    '',
    verdict,
    busyLine(results.busy),
    failedIds.length ? `Failing: ${failedIds.join('; ')}.` : '',
    previous
      ? `Deltas in parentheses are against the previous run (${previous.startedAt?.slice(0, 16).replace('T', ' ')} UTC, commit \`${previous.git?.commit ?? '?'}\`).`
      : 'No previous run to compare with.',
    '',
    '## Machine',
    '',
    markdownTable(
      ['', ''],
      [
        ['cores', `${machine.cpus} × ${machine.cpuModel}`],
        ['memory', `${machine.memoryGB} GB`],
        ['OS', machine.os],
        ['Node', machine.node],
        ['Chromium', machine.chromium],
        ['Lighthouse / autocannon', `${machine.lighthouse} / ${machine.autocannon}`],
        ['load average at start (1/5/15 min)', (machine.loadAverageAtStart ?? []).join(' / ')],
      ],
    ),
    '',
    ...lighthouseSection(results, previous, budgetRows),
    '',
    ...profilesSection(results, previous, budgetRows),
    '',
    ...scriptsSection(results, previous, budgetRows),
    '',
    ...auditsSection(results),
    '',
    ...loadSection(results, previous, budgetRows),
    '',
    ...publishSection(results, previous, budgetRows),
    '',
    ...budgetsSection(budgetRows),
    '',
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
