// BENCHMARKS.md from a run's results (and the previous run's, for deltas). Pure functions.
import { BASELINE_COMMIT } from './baseline.ts';
import type { BudgetRow, BusySummary } from './budgets.ts';
import { BUDGETS, type Budget } from './config.ts';
import { type LoadTarget, VISIT_BEACON_RATE } from './load.ts';
import {
  budgetFor,
  delta,
  fmt,
  isNumber,
  limitText,
  markdownTable,
  UNIT_FORMAT,
  valueCell,
  word,
} from './markdown.ts';
import {
  auditsSection,
  lighthouseSection,
  profilesSection,
  scriptsSection,
} from './report-lighthouse.ts';
import { photosSection } from './report-photos.ts';
import type { Results } from './results.ts';

/** A budget of config.ts by id (they are fixed: a missing one is a bug here). */
function budget(id: string): Budget {
  const found = BUDGETS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no budget '${id}' in config.ts`);
  return found;
}

type CachedTurns = NonNullable<Results['load']>['cachedTurns'];

/** How the cached page's ratios were measured, and each turn's figures (nothing for one turn). */
function turnsLine(turns: CachedTurns) {
  if (!turns || turns.length < 2) return '';
  const each = turns.map((turn) => {
    const visits = isNumber(turn.cachedWithVisits)
      ? `, ${fmt.rps(turn.cachedWithVisits)} beside beacons (${fmt.ratio(turn.cachedWithVisitsToCached)})`
      : '';
    return `static ${fmt.rps(turn.static)}, cached ${fmt.rps(turn.cached)} (${fmt.ratio(turn.cachedToStatic)})${visits}`;
  });
  const targets = turns.some((turn) => isNumber(turn.cachedWithVisits))
    ? 'the static server, the cached page and the cached page beside beacons'
    : 'the static server and the cached page';
  return [
    `Each of ${turns.length} turns ran ${targets} one after the other,`,
    "so both sides of a ratio saw the machine in the same state; each row is its target's median",
    `turn, each ratio the median of the turns' ratios. Req/s by turn: ${each.join('; ')}.`,
  ].join('\n');
}

function loadSection(results: Results, previous: Results | null, budgetRows: readonly BudgetRow[]) {
  const load = results.load;
  if (!load) return ['## Load', '', 'Not run in this run.'];
  const before: Partial<Record<string, LoadTarget>> = previous?.load?.targets ?? {};
  const cachedBudget = budgetFor(budgetRows, 'cached-throughput');
  const visitsBudget = budgetFor(budgetRows, 'visits-throughput');
  const names: Record<string, string> = {
    static: `static server (the same ${fmt.kb(load.pageBytes)} ${load.pageEncoding} bytes of ${load.page})`,
    cached: `cached page \`${load.page}\``,
    cachedWithVisits: `cached page \`${load.page}\` while visit beacons stream (below)`,
    visits: `visit beacons \`POST /_visita\` (${VISIT_BEACON_RATE}/s, each from its own address)`,
    uncached: `uncached render \`${load.page}?bench-render=<unique>\``,
    contact: 'contact form post `POST /contactanos.data` (web action → CMS)',
  };
  const targets: Partial<Record<string, LoadTarget>> = load.targets ?? {};
  const measured = Object.entries(targets).filter(
    (entry): entry is [string, LoadTarget] => entry[1] !== undefined,
  );
  const rows = measured.map(([key, target]) => {
    const was: Partial<LoadTarget> = before[key] ?? {};
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
            : key === 'cachedWithVisits'
              ? `${valueCell(load.cachedWithVisitsRatio, previous?.load?.cachedWithVisitsRatio, fmt.ratio, visitsBudget)} of cached`
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
      String(target.errors + target.timeouts),
      String(target.non2xx),
      vsStatic,
      outcomes,
    ];
  });
  const baseline = load.baseline;
  if (baseline) {
    const was: Partial<LoadTarget> = previous?.load?.baseline ?? {};
    rows.push([
      `uncached render at \`${baseline.commit}\` (same CMS)`,
      `${fmt.rps(baseline.requestsPerSecond)}${delta(baseline.requestsPerSecond, was.requestsPerSecond, fmt.rps)}`,
      fmt.ms(baseline.latencyP50Ms),
      fmt.ms(baseline.latencyP99Ms),
      String(baseline.errors + baseline.timeouts),
      String(baseline.non2xx),
      '',
      '',
    ]);
  }
  const cacheHeaders = load.targets?.cached?.responseHeaders?.['cache-control'];
  const lines = [
    `## Load (autocannon on loopback, ${load.connections} connections, ${load.seconds} s per target, \`Accept-Encoding: ${load.acceptEncoding}\`)`,
    '',
    'The static server replays the bytes and headers the site sent for the page, from memory, so',
    "its throughput is the limit of Node's HTTP stack on this machine; the cached page must reach",
    `half of it. The contact target posts from a different \`X-Forwarded-For\` per request (the web`,
    'trusts loopback proxies), so the per-client limit does not cap it; each stored message is a',
    'CMS write. The cached page is measured again while page-view beacons stream in at a fixed rate',
    '(the site counting its own visits must not slow the pages: 80 % of the cached page alone).',
    turnsLine(load.cachedTurns),
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
  if (baseline) {
    const turns = (baseline.turns ?? []).map(
      (turn) => `${fmt.rps(turn.baseline)} then ${fmt.rps(turn.current)} req/s`,
    );
    lines.push(
      '',
      `The uncached render is compared with the web at \`${baseline.commit}\` (\`BENCH_BASELINE\`; by default`,
      `\`${BASELINE_COMMIT}\`, the commit the run before issue 28 measured), built from git and started on the same CMS: in each turn its render is`,
      "loaded, then today's, so both see the machine in the same state. Each row above is its",
      `side's median turn. Today's ÷ its, median of the turns: ${valueCell(load.uncachedToBaselineRatio, previous?.load?.uncachedToBaselineRatio, fmt.times, budgetFor(budgetRows, 'uncached-throughput'))} (turns: ${turns.join('; ')}).`,
    );
  }
  if (load.reliability) {
    lines.push('', '### From `reliability/results/load.json`', '');
    const flat = flattenFigures(load.reliability).slice(0, 60);
    lines.push(markdownTable(['figure', 'value'], flat));
  }
  return lines;
}

/** [path, value] pairs of the numbers and short strings of a nested object. */
export function flattenFigures(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'number' || typeof value === 'boolean') return [[prefix, String(value)]];
  if (typeof value === 'string') return value.length <= 80 ? [[prefix, value]] : [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const name =
        item && typeof item === 'object' && 'name' in item && typeof item.name === 'string'
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

function analyticsSection(
  results: Results,
  previous: Results | null,
  budgetRows: readonly BudgetRow[],
) {
  const analytics = results.analytics;
  if (!analytics) return ['## Analytics over a year', '', 'Not run in this run.'];
  if ('skipped' in analytics) {
    return ['## Analytics over a year', '', `Not measured: ${analytics.skipped}`];
  }
  const was = previous?.analytics && 'maxMs' in previous.analytics ? previous.analytics : undefined;
  const yearBudget = budgetFor(budgetRows, 'analytics-year');
  return [
    '## Analytics over a year',
    '',
    `The admin's *Analítica* report (\`GET /site-visits/report\`) for the last ${analytics.days ?? '—'} days, after a year of`,
    `daily sums is written into the CMS's SQLite file (${analytics.rows?.views ?? '—'} view rows, ${analytics.rows?.vitals ?? '—'} measurement rows;`,
    `${analytics.pages ?? '—'} pages in the answer), from request to parsed answer.`,
    '',
    `- Slowest of ${analytics.samplesMs?.length ?? 0}: ${valueCell(analytics.maxMs, was?.maxMs, fmt.ms, yearBudget)} (budget ${limitText(budget('analytics-year'))}); median ${fmt.ms(analytics.medianMs)}.`,
  ];
}

function publishSection(
  results: Results,
  previous: Results | null,
  budgetRows: readonly BudgetRow[],
) {
  const publish = results.publish;
  if (!publish) return ['## Publish to visible', '', 'Not run in this run.'];
  if ('skipped' in publish)
    return ['## Publish to visible', '', `Not measured: ${publish.skipped}`];
  const visibleBudget = budgetFor(budgetRows, 'publish-visible');
  const throughputBudget = budgetFor(budgetRows, 'publish-throughput');
  const rows = (publish.samples ?? []).map((sample, index) => [
    String(index + 1),
    sample.visibleMs === null ? 'not seen in 20 s' : fmt.ms(sample.visibleMs),
    sample.fromEditMs === null ? '—' : fmt.ms(sample.fromEditMs),
    fmt.ms(sample.publishCallMs),
    String(sample.polls),
    sample.underLoad ? 'yes' : 'no',
  ]);
  const load = publish.loadDuring ?? {};
  const was = previous?.publish && 'maxMs' in previous.publish ? previous.publish : undefined;
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
    `- Slowest: ${valueCell(publish.maxMs, was?.maxMs, fmt.ms, visibleBudget)} (budget ${limitText(budget('publish-visible'))}); median ${fmt.ms(publish.medianMs)}.`,
    `- Cached page \`${load.path ?? ''}\` meanwhile: ${fmt.rps(load.requestsPerSecond)} req/s, p99 ${fmt.ms(load.latencyP99Ms)}, ${valueCell(publish.throughputRatio, was?.throughputRatio, fmt.ratio, throughputBudget)} of the cached baseline (${fmt.rps(publish.cachedBaselineRps)} req/s; budget ${limitText(budget('publish-throughput'))}).`,
  ];
}

function budgetsSection(budgetRows: readonly BudgetRow[]) {
  const format = (row: BudgetRow) => UNIT_FORMAT[row.unit](row.value);
  const rows = budgetRows.map((row) => [
    row.label,
    row.page ?? 'site',
    format(row),
    limitText(row),
    word(row.pass),
  ]);
  return ['## Budgets', '', markdownTable(['budget', 'page', 'measured', 'limit', 'result'], rows)];
}

const duration = (seconds: unknown) =>
  isNumber(seconds) ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s` : '—';

function busyLine(busy: BusySummary | undefined) {
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
 * @param results this run's results
 * @param previous the previous run's results, for deltas
 */
export function renderReport(results: Results, previous: Results | null = null) {
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
    'Regenerate with `pnpm bench` (~20–22 minutes on 2 cores; see `bench/README.md`).',
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
    ...analyticsSection(results, previous, budgetRows),
    '',
    ...photosSection(results, previous, budgetRows),
    '',
    ...budgetsSection(budgetRows),
    '',
  ];
  return `${lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
