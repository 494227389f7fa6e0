// Cells and number formats of BENCHMARKS.md: tables, units, deltas, budget marks. Pure.
import type { BudgetRow } from './budgets.ts';
import type { Budget, BudgetUnit } from './config.ts';

const MINUS = '−';

/** A markdown table; cells are strings, `|` and line breaks are escaped. */
export function markdownTable(
  headers: readonly string[],
  rows: readonly (readonly unknown[])[],
  align: readonly string[] = [],
) {
  const cell = (value: unknown) =>
    String(value ?? '')
      .replace(/\|/g, '\\|')
      .replace(/\r?\n/g, ' ');
  const line = (cells: readonly unknown[]) => `| ${cells.map(cell).join(' | ')} |`;
  const rule = headers.map((_, index) => (align[index] === 'right' ? '---:' : '---'));
  return [line(headers), `|${rule.join('|')}|`, ...rows.map(line)].join('\n');
}

export const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Formats a value of the report; anything but a finite number shows as an em dash. */
export type Format = (value: unknown) => string;

/** Number formats of the report; `null` shows as an em dash. */
export const fmt: Record<
  'score' | 'ms' | 'seconds' | 'cls' | 'kb' | 'rps' | 'ratio' | 'plain' | 'index' | 'times',
  Format
> = {
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
export const UNIT_FORMAT: Record<BudgetUnit, Format> = {
  score: fmt.score,
  ms: fmt.ms,
  bytes: fmt.kb,
  ratio: fmt.ratio,
  times: fmt.times,
  '': fmt.cls,
};

/**
 * A signed difference in the same format, e.g. "(+2)", "(−120 ms)"; empty when there is no
 * previous value or nothing changed at the shown precision.
 */
export function delta(current: unknown, previous: unknown, format: Format = fmt.plain) {
  if (!isNumber(current) || !isNumber(previous)) return '';
  const difference = current - previous;
  const shown = format(Math.abs(difference));
  if (/^0(\.0+)?( |$)/.test(shown) || shown === '0 %' || shown === '0') return '';
  return ` (${difference > 0 ? '+' : MINUS}${shown})`;
}

const mark = (pass: boolean | null) => (pass === true ? '✅' : pass === false ? '❌' : '—');
export const word = (pass: boolean | null) =>
  pass === true ? 'pass' : pass === false ? '**FAIL**' : 'not measured';

export function budgetFor(rows: readonly BudgetRow[], id: string, page: string | null = null) {
  return rows.find((row) => row.id === id && row.page === page) ?? null;
}

/** A cell with a value, its delta and, when a budget applies, its pass/fail mark. */
export function valueCell(
  value: unknown,
  previous: unknown,
  format: Format,
  budgetRow: BudgetRow | null | undefined,
) {
  const text = `${format(value)}${delta(value, previous, format)}`;
  return budgetRow ? `${mark(budgetRow.pass)} ${text}` : text;
}

export const limitText = (budget: Pick<Budget, 'op' | 'unit' | 'limit'>) =>
  `${budget.op === '>=' ? '≥' : '≤'} ${UNIT_FORMAT[budget.unit](budget.limit)}`;
