// Budget evaluation: one row per budget and page, pass true/false, or null when not measured.
import { BUDGETS, type Budget, type BudgetUnit } from './config.ts';
import { profileResult } from './profiles.ts';
import type { PageResult, Results } from './results.ts';
import { median, pick } from './stats.ts';

/** One budget on one page (or site-wide): pass true/false, null when not measured. */
export type BudgetRow = {
  id: string;
  label: string;
  page: string | null;
  profile: string | null;
  value: number | null;
  op: Budget['op'];
  limit: number;
  unit: BudgetUnit;
  pass: boolean | null;
};

export function check(value: unknown, op: string, limit: number): boolean | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  switch (op) {
    case '>=':
      return value >= limit;
    case '<=':
      return value <= limit;
    default:
      throw new Error(`unknown budget operator '${op}'`);
  }
}

/**
 * A per-page budget reads the page's run in its profile (`page.tiers.<id>` for a calibrated
 * tier), so a tier that did not run leaves its rows not measured.
 * @param results the run's results (lighthouse.pages[], photos.pages[], load, publish)
 */
export function evaluateBudgets(results: Results, budgets: Budget[] = BUDGETS): BudgetRow[] {
  const rows: BudgetRow[] = [];
  for (const budget of budgets) {
    const { id, label, op, limit, unit } = budget;
    if (budget.perPage) {
      const listed = pick(results, budget.from ?? 'lighthouse.pages');
      // A section of its own (the photos) that did not run has no rows; one that failed has
      // its pages not measured.
      if (budget.from && budget.from !== 'lighthouse.pages' && listed === undefined) continue;
      const pages = Array.isArray(listed) ? (listed as PageResult[]) : [];
      const wanted = (budget.pages ?? pages.map((page) => page.template)).filter(
        (template) => !budget.except?.includes(template),
      );
      for (const template of wanted) {
        const page = pages.find((candidate) => candidate.template === template);
        const profile = budget.profile ?? 'default';
        const source = profileResult(page, profile);
        const raw = source ? pick(source, budget.metric) : undefined;
        const value = typeof raw === 'number' ? raw : null;
        rows.push({
          id,
          label,
          page: page?.path ?? template,
          profile,
          value,
          op,
          limit,
          unit,
          pass: check(value, op, limit),
        });
      }
    } else {
      const raw = pick(results, budget.metric);
      const value = typeof raw === 'number' ? raw : null;
      rows.push({
        id,
        label,
        page: null,
        profile: null,
        value,
        op,
        limit,
        unit,
        pass: check(value, op, limit),
      });
    }
  }
  return rows;
}

/** Other work above this many cores, median over a measuring section, skews the numbers. */
export const BUSY_CORES = 0.5;

/**
 * What other work took from the machine during each section: the cores' worth of CPU used by
 * processes outside the benchmark's tree (median and maximum of the samples) and the 1-min load
 * average. Busy: a measuring section (not the start-up) where other work's median exceeded
 * BUSY_CORES.
 */
export type BusySummary = ReturnType<typeof busySummary>;

export function busySummary(
  samples: Array<{ section: string; others: number | null; load: number }>,
  cores: number,
) {
  const round = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);
  const sections: Record<
    string,
    { othersMedian: number | null; othersMax: number | null; loadMedian: number | null }
  > = {};
  for (const name of [...new Set(samples.map((sample) => sample.section))]) {
    const mine = samples.filter((sample) => sample.section === name);
    const others = mine
      .map((sample) => sample.others)
      .filter((value): value is number => typeof value === 'number');
    sections[name] = {
      othersMedian: round(median(others)),
      othersMax: others.length ? round(Math.max(...others)) : null,
      loadMedian: round(median(mine.map((sample) => sample.load))),
    };
  }
  return {
    cores,
    threshold: BUSY_CORES,
    sections,
    busy: Object.entries(sections).some(
      ([name, value]) => name !== 'start' && (value.othersMedian ?? 0) > BUSY_CORES,
    ),
  };
}

/** Counts of passed, failed and unmeasured budget rows. */
export function budgetSummary(rows: readonly Pick<BudgetRow, 'pass'>[]) {
  return {
    passed: rows.filter((row) => row.pass === true).length,
    failed: rows.filter((row) => row.pass === false).length,
    unmeasured: rows.filter((row) => row.pass === null).length,
    total: rows.length,
  };
}
