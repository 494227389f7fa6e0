import { describe, expect, it } from 'vitest';
import {
  colombiaInputToIso,
  isoToColombiaInput,
  listLocale,
  listModel,
  nextHourInput,
  scheduleFailure,
  shortTime,
  shownTime,
} from './schedule';

const fetchError = (status: number, message?: string) =>
  Object.assign(new Error('failed'), {
    name: 'FetchError',
    status,
    response: { data: { error: { message } } },
  });

describe('scheduling in the admin', () => {
  it("reads the typed time as Colombia's, whatever the browser's zone", () => {
    expect(colombiaInputToIso('2026-11-28T09:00')).toBe('2026-11-28T14:00:00.000Z');
    // Across midnight and the year.
    expect(colombiaInputToIso('2026-12-31T22:30')).toBe('2027-01-01T03:30:00.000Z');
    for (const incomplete of [
      '',
      '2026-11-28',
      '2026-11-28T9:00',
      '28/11/2026 09:00',
      '2026-13-01T09:00',
    ]) {
      expect(colombiaInputToIso(incomplete), incomplete).toBeNull();
    }
    expect(isoToColombiaInput('2027-01-01T03:30:00.000Z')).toBe('2026-12-31T22:30');
  });

  it('starts the field at the next whole hour', () => {
    expect(nextHourInput(Date.parse('2026-11-28T14:20:00Z'))).toBe('2026-11-28T10:00');
    expect(nextHourInput(Date.parse('2026-11-28T14:00:00Z'))).toBe('2026-11-28T10:00');
  });

  it("shows times in Colombia's time, long in the panel and short in lists", () => {
    expect(shownTime('2026-11-28T14:00:00.000Z')).toMatch(/28.*nov.*2026.*09:00/);
    expect(shortTime('2027-01-01T03:30:00.000Z')).toMatch(/^31\/12,? 22:30$/);
  });

  it('knows the list it is in, and its language', () => {
    expect(listModel('/admin/content-manager/collection-types/api::blog.blog')).toBe(
      'api::blog.blog',
    );
    expect(listModel('/admin/content-manager/collection-types/api::blog.blog/abc123')).toBeNull();
    expect(listModel('/admin/settings')).toBeNull();
    expect(listLocale('?page=1&plugins[i18n][locale]=en')).toBe('en');
    expect(listLocale('?page=1')).toBe('es');
  });

  it("shows the CMS's own explanation of a refusal, and says what to do otherwise", () => {
    expect(scheduleFailure(fetchError(403, 'Tu rol no puede publicar'))).toEqual({
      id: 'schedule.failed',
      serverMessage: 'Tu rol no puede publicar',
    });
    expect(scheduleFailure(fetchError(400, 'Esa hora ya pasó')).serverMessage).toBe(
      'Esa hora ya pasó',
    );
    expect(scheduleFailure(fetchError(404, 'Esa programación ya no existe')).serverMessage).toBe(
      'Esa programación ya no existe',
    );
    expect(scheduleFailure(fetchError(401))).toEqual({ id: 'schedule.sessionExpired' });
    expect(scheduleFailure(fetchError(500, 'Internal Server Error'))).toEqual({
      id: 'schedule.failed',
      values: { status: 500 },
    });
    expect(scheduleFailure(new TypeError('Failed to fetch'))).toEqual({ id: 'schedule.offline' });
  });
});
