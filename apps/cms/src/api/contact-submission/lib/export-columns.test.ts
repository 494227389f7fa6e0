import { describe, expect, it } from 'vitest';
import {
  EXPORT_COLUMNS,
  EXPORT_READ_FIELDS,
  exportCells,
  exportFileName,
  mayExport,
} from './export-columns';

describe('mayExport', () => {
  it('lets a role that reads contact messages without a field restriction export', () => {
    expect(mayExport(true, [])).toBe(true);
  });

  it('lets a role that reads every exported field export', () => {
    expect(mayExport(true, [...EXPORT_READ_FIELDS, 'emailAttempts'])).toBe(true);
  });

  it('refuses a role that cannot read contact messages', () => {
    expect(mayExport(false, [])).toBe(false);
  });

  it('refuses a role that reads messages but not the note', () => {
    expect(
      mayExport(
        true,
        EXPORT_READ_FIELDS.filter((field) => field !== 'note'),
      ),
    ).toBe(false);
  });
});

describe('exportFileName', () => {
  it('names the file after the day of the export in Colombia', () => {
    expect(exportFileName(new Date('2026-11-24T15:30:00Z'))).toBe(
      'mensajes-de-contacto-2026-11-24.csv',
    );
    // 02:00 UTC is still the evening before in Bogotá.
    expect(exportFileName(new Date('2026-11-25T02:00:00Z'))).toBe(
      'mensajes-de-contacto-2026-11-24.csv',
    );
  });
});

describe('exportCells', () => {
  it('writes the times as the admin shows them, and every other cell as stored', () => {
    const cells = exportCells({
      createdAt: '2026-11-25T02:00:00.000Z',
      consentAt: new Date('2026-11-25T01:59:00Z'),
      name: 'Ana',
      note: null,
      documentId: 'abc',
    });
    expect(cells).toHaveLength(EXPORT_COLUMNS.length);
    expect(cells[0]).toBe('2026-11-24 21:00');
    expect(cells[EXPORT_COLUMNS.findIndex(([, field]) => field === 'consentAt')]).toBe(
      '2026-11-24 20:59',
    );
    expect(cells[1]).toBe('Ana');
    expect(cells.at(-1)).toBe('abc');
  });

  it("names the visit's source and campaign in Spanish, after the page", () => {
    const headers = EXPORT_COLUMNS.map(([header]) => header);
    const page = headers.indexOf('Página');
    expect(headers.slice(page, page + 3)).toEqual(['Página', 'Origen', 'Campaña']);
    const cells = exportCells({ source: 'instagram', campaign: 'lanzamiento / social' });
    expect(cells.slice(page + 1, page + 3)).toEqual(['instagram', 'lanzamiento / social']);
  });
});
