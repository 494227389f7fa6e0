import { describe, expect, it } from 'vitest';
import { dispositionFileName } from './download';

describe('dispositionFileName', () => {
  it("reads the CMS's file name", () => {
    expect(dispositionFileName('attachment; filename="mensajes-de-contacto-2026-11-24.csv"')).toBe(
      'mensajes-de-contacto-2026-11-24.csv',
    );
  });

  it('gives null without a header, a name or with a path in the name', () => {
    expect(dispositionFileName(null)).toBeNull();
    expect(dispositionFileName('attachment')).toBeNull();
    expect(dispositionFileName('attachment; filename="../x.csv"')).toBeNull();
  });
});
