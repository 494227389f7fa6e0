// The Lighthouse sections of BENCHMARKS.md: the default profile, the calibrated device
// profiles, first-load JavaScript and the audits that cost points. Pure functions.
import type { BudgetRow } from './budgets.ts';
import { BUDGETS } from './config.ts';
import {
  budgetFor,
  delta,
  type Format,
  fmt,
  isNumber,
  limitText,
  markdownTable,
  valueCell,
  word,
} from './markdown.ts';
import { loadIndexSpread, type Profile, profileResult, slowdownSpread } from './profiles.ts';
import type { PageResult, Results, TierResult } from './results.ts';
import { pick } from './stats.ts';

export function lighthouseSection(
  results: Results,
  previous: Results | null,
  budgetRows: readonly BudgetRow[],
) {
  const lighthouse = results.lighthouse;
  if (!lighthouse) return ['## Lighthouse', '', 'Not run in this run.'];
  const previousPages = previous?.lighthouse?.pages ?? [];
  const columns: Array<[string | null, string, Format, string]> = [
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
    ['html-weight', 'bytes.html', fmt.kb, 'HTML'],
    ['inline-data', 'bytes.inlineData', fmt.kb, 'inline data'],
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
    'not depend on the CPU: the calibrated profiles below audit performance only. Search result',
    "pages tell search engines `noindex` on purpose, which Lighthouse's SEO score counts against",
    'them: no SEO budget there.',
    '',
    markdownTable(['page', ...header], rows),
  ];
}

/** The per-page budget on `metric` in a profile, if any. */
const budgetOn = (metric: string, profileId: string) =>
  BUDGETS.find(
    (budget) =>
      budget.perPage && budget.metric === metric && (budget.profile ?? 'default') === profileId,
  );

/**
 * What a run's loads measured, read once for the profiles section: the indexes of every load
 * and, per profile id, the slowdowns a tier ran at (null for a tier that never ran).
 */
function loadSpreads(pages: readonly PageResult[], profiles: readonly Profile[]) {
  return {
    indexes: loadIndexSpread(pages),
    slowdowns: new Map(profiles.map((profile) => [profile.id, slowdownSpread(pages, profile)])),
  };
}

type Spreads = ReturnType<typeof loadSpreads>;

function calibrationLines(profiles: readonly Profile[], { indexes, slowdowns }: Spreads) {
  const tiers = profiles.filter((profile) => profile.targetIndex !== null);
  const lines: string[] = [];
  if (indexes) {
    lines.push(
      `Lighthouse measured the machine's CPU benchmark index (\`benchmarkIndex\`) at the start of each of the ${indexes.count} page loads: ${fmt.index(indexes.min)}–${fmt.index(indexes.max)}, median **${fmt.index(indexes.median)}**. Each load is audited in every profile (simulated throttling replays the load's trace at the profile's slowdown), and a tier's slowdown is that load's index ÷ its device's, so every tier audit stands for its device however fast the machine was during that load.`,
    );
  }
  if (!tiers.length) {
    lines.push('No calibrated profile in this run (`BENCH_TIERS` was empty).');
  } else if (!indexes) {
    lines.push(
      '**No page load measured the CPU benchmark index**: the calibrated profiles did not run.',
    );
  }
  for (const tier of tiers) {
    const spread = slowdowns.get(tier.id);
    if (!spread?.atOne) continue;
    lines.push(
      `In ${spread.atOne} of ${spread.count} loads this machine was no faster than a ${tier.device} (index ${fmt.index(tier.targetIndex)}): the ${tier.label} profile ran them unthrottled (1×), so its times there are this machine's, longer than the device's.`,
    );
  }
  return lines;
}

/** A profile's CPU slowdown over the run's loads, for the profile table. */
function slowdownCell(profile: Profile, { slowdowns }: Spreads) {
  if (profile.targetIndex === null)
    return `${fmt.times(profile.multiplier)} (Lighthouse's default)`;
  const spread = slowdowns.get(profile.id);
  if (!spread) return 'not run';
  const range =
    spread.min === spread.max ? '' : ` (${fmt.times(spread.min)}–${fmt.times(spread.max)})`;
  return `${fmt.times(spread.median)}${range} = each load's index ÷ ${fmt.index(profile.targetIndex)}`;
}

/** The device index a profile emulated on this machine over the run's loads. */
function emulatedCell(profile: Profile, { indexes, slowdowns }: Spreads) {
  if (profile.targetIndex === null) {
    const emulated = (index: number) => fmt.index(index / (profile.multiplier ?? Number.NaN));
    return indexes
      ? `${emulated(indexes.median)} (${emulated(indexes.min)}–${emulated(indexes.max)})`
      : '—';
  }
  const spread = slowdowns.get(profile.id);
  if (!spread) return '—';
  return `${fmt.index(profile.targetIndex)}${spread.atOne ? `; the machine's own in ${spread.atOne} load(s)` : ''}`;
}

export function profilesSection(
  results: Results,
  previous: Results | null,
  budgetRows: readonly BudgetRow[],
) {
  const lighthouse = results.lighthouse;
  if (!lighthouse?.profiles) return [];
  const pages = lighthouse.pages ?? [];
  const spreads = loadSpreads(pages, lighthouse.profiles);
  const profiles = lighthouse.profiles.filter(
    (profile) => profile.targetIndex === null || spreads.slowdowns.get(profile.id),
  );
  const previousPages = previous?.lighthouse?.pages ?? [];
  const profileTable = markdownTable(
    ['profile', 'stands for', 'target index', 'CPU slowdown', 'device index it emulates here'],
    lighthouse.profiles.map((profile) => [
      profile.label,
      profile.device,
      profile.targetIndex === null ? '— (not calibrated)' : fmt.index(profile.targetIndex),
      slowdownCell(profile, spreads),
      emulatedCell(profile, spreads),
    ]),
    ['', '', 'right', 'right', 'right'],
  );
  const columns = profiles.flatMap(
    (profile): Array<[Profile, string, Format, string]> => [
      [profile, 'scores.performance', fmt.score, 'perf'],
      [profile, 'metrics.lcpMs', fmt.seconds, 'LCP'],
      [profile, 'metrics.tbtMs', fmt.ms, 'TBT'],
    ],
  );
  const header = columns.map(([profile, metric, , label]) => {
    const budget = budgetOn(metric, profile.id);
    return `${profile.label} ${label}${budget ? ` ${limitText(budget)}` : ''}`;
  });
  const rows = pages.map((page) => {
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
    "index, measured at each load, by their target device's (DevTools' mid-tier and low-tier",
    'presets), so they stand for the same device on every machine and at every moment',
    "(docs/decisions/071-bench-calibrated-cpu-tiers.md). Same network (Lighthouse's mobile",
    'preset) and simulated throttling in every profile.',
    '',
    ...calibrationLines(lighthouse.profiles, spreads),
    '',
    profileTable,
    '',
    rows.length > 0 ? markdownTable(['page', ...header], rows) : '',
  ];
}

/** The first-load JavaScript budget over every page: its verdict and the heaviest page. */
function javascriptVerdict(budgetRows: readonly BudgetRow[]) {
  const budget = BUDGETS.find((candidate) => candidate.id === 'js-first-load');
  const rows = budgetRows.filter((row) => row.id === 'js-first-load');
  if (!budget || !rows.length) return '';
  const measured = rows.filter((row) => isNumber(row.value));
  const heaviest = measured.reduce<BudgetRow | null>(
    (top, row) => (top && (top.value ?? 0) >= (row.value ?? 0) ? top : row),
    null,
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

export function scriptsSection(
  results: Results,
  previous: Results | null,
  budgetRows: readonly BudgetRow[],
) {
  const home = results.lighthouse?.pages?.find((page) => page.template === '/inicio');
  const scripts = home?.scripts;
  if (!home || !scripts) return [];
  const budget = budgetFor(budgetRows, 'js-first-load', home.path);
  const before = previous?.lighthouse?.pages?.find((page) => page.template === '/inicio');
  const name = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
  const rows: string[][] = scripts.map((script) => [
    name(script.url),
    fmt.kb(script.gzipBytes),
    fmt.kb(script.transferBytes),
    fmt.kb(script.resourceBytes),
  ]);
  const sum = (key: 'transferBytes' | 'resourceBytes') =>
    scripts.reduce((total, script) => total + script[key], 0);
  rows.push([
    `**total (${scripts.length} files)**`,
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
function pointsLost(result: PageResult | TierResult) {
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

export function auditsSection(results: Results) {
  const pages = results.lighthouse?.pages ?? [];
  const lines: string[] = [];
  for (const page of pages) {
    const lcp = page.lcpElement ? `; LCP element \`${page.lcpElement.selector}\`` : '';
    const foreign = page.foreignRequests?.length
      ? `; third-party requests: ${page.foreignRequests.length}`
      : '';
    const errors = page.errors?.length ? `; errors: ${page.errors.join('; ')}` : '';
    lines.push(`- \`${page.path}\`: ${pointsLost(page)}${lcp}${foreign}${errors}`);
  }
  const tierLines: string[] = [];
  for (const profile of results.lighthouse?.profiles ?? []) {
    if (profile.targetIndex === null) continue;
    for (const page of pages) {
      const tier = profileResult(page, profile.id);
      if (!tier) continue;
      const errors = tier.errors?.length ? `; errors: ${tier.errors.join('; ')}` : '';
      if (tier.runs && tier.scores?.performance === 100 && !errors) continue;
      tierLines.push(
        `- \`${page.path}\` ${profile.label}${tier.runs ? ` (median ${fmt.times(tier.cpuSlowdownMultiplier)})` : ''}: ${tier.runs ? pointsLost(tier) : 'no run succeeded'}${errors}`,
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
