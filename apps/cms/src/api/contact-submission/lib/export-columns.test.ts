import { describe, expect, it } from 'vitest';
import { EXPORT_READ_FIELDS, exportFileName, mayExport } from './export-columns';

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
  it('names the file after the day of the export', () => {
    expect(exportFileName(new Date('2026-11-24T15:30:00Z'))).toBe(
      'mensajes-de-contacto-2026-11-24.csv',
    );
  });
});
