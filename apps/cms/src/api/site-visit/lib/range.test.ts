import { describe, expect, it } from 'vitest';
import { reportRange } from './range';

describe('reportRange', () => {
  it('defaults to the last 28 days, today included', () => {
    expect(reportRange({}, '2026-11-28', 'es')).toEqual({
      ok: true,
      from: '2026-11-01',
      to: '2026-11-28',
    });
    expect(reportRange({ from: '', to: '' }, '2026-11-28', 'es')).toEqual({
      ok: true,
      from: '2026-11-01',
      to: '2026-11-28',
    });
    expect(reportRange({ to: '2026-03-01' }, '2026-11-28', 'es')).toEqual({
      ok: true,
      from: '2026-02-02',
      to: '2026-03-01',
    });
  });

  it('takes a period of up to 400 days, one day included', () => {
    expect(reportRange({ from: '2026-11-28', to: '2026-11-28' }, '2026-11-28', 'es')).toMatchObject(
      { ok: true },
    );
    expect(reportRange({ from: '2025-10-25', to: '2026-11-28' }, '2026-11-28', 'es')).toMatchObject(
      { ok: true },
    );
    expect(reportRange({ from: '2025-10-24', to: '2026-11-28' }, '2026-11-28', 'en')).toEqual({
      ok: false,
      message:
        'The period is longer than 400 days; pick a shorter one (figures are kept 13 months).',
    });
  });

  it('says in the admin’s language what to fix', () => {
    for (const from of ['2026-13-01', '2026-02-30', '1/11/2026', '2026-11', '2026-11-1', 7]) {
      expect(reportRange({ from, to: '2026-11-28' }, '2026-11-28', 'es')).toEqual({
        ok: false,
        message:
          'Escriba las fechas como AAAA-MM-DD (por ejemplo 2026-11-01) y vuelva a consultar.',
      });
    }
    expect(reportRange({ from: '2026-11-02', to: '2026-11-01' }, '2026-11-28', 'en')).toEqual({
      ok: false,
      message: 'The start date is after the end date; pick a period that starts before it ends.',
    });
  });
});
