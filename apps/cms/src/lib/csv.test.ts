import { describe, expect, it } from 'vitest';
import { CSV_BOM, csvCell, csvRow } from './csv';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `"'=HYPERLINK(""http://evil.example"",""x"")"`],
    ['+57 300 555 0199', `"'+57 300 555 0199"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
  ])('neutralises %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['Ana María', '"Ana María"'],
    ['a, "b"\nc', '"a, ""b""\nc"'],
    ['x=1', '"x=1"'],
    [null, '""'],
    [undefined, '""'],
    [42, '"42"'],
    [new Date('2026-11-22T10:00:00Z'), '"2026-11-22T10:00:00.000Z"'],
  ])('quotes %j as text', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });
});

describe('csvRow', () => {
  it('joins quoted cells and ends with CRLF', () => {
    expect(csvRow(['a', '=b', null])).toBe(`"a","'=b",""\r\n`);
  });

  it('the byte order mark is U+FEFF (EF BB BF in UTF-8)', () => {
    expect([...Buffer.from(CSV_BOM, 'utf8')]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
