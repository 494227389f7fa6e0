/**
 * CSV for the staff's exports (the contact inbox, the site's figures): RFC 4180 (every cell
 * quoted, CRLF rows), UTF-8 with a byte order mark so Excel opens accents correctly, and no formulas: a cell that begins with `=`,
 * `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe (OWASP "CSV injection"),
 * so a visitor who writes `=HYPERLINK(...)` as their name gets text, not a live formula.
 */

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (value instanceof Date) text = value.toISOString();
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvRow(values: readonly unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
