import { describe, expect, it } from 'vitest';
import { dayOf, firstKeptDay, vitalsWindowStart } from './store';

describe('the days of the counts', () => {
  it("counts by the staff's calendar (Bogotá, UTC−5)", () => {
    expect(dayOf(new Date('2026-11-28T04:59:00Z'))).toBe('2026-11-27');
    expect(dayOf(new Date('2026-11-28T05:00:00Z'))).toBe('2026-11-28');
  });

  it('keeps 13 months: the first kept day is the same day 13 months back', () => {
    expect(firstKeptDay(new Date('2026-11-28T12:00:00Z'))).toBe('2025-10-28');
    expect(firstKeptDay(new Date('2026-03-15T12:00:00Z'))).toBe('2025-02-15');
  });

  it("reads the measurements over a period's last 28 days, or the whole of a shorter one", () => {
    expect(vitalsWindowStart('2026-01-01', '2026-11-28')).toBe('2026-11-01');
    expect(vitalsWindowStart('2026-11-01', '2026-11-28')).toBe('2026-11-01');
    expect(vitalsWindowStart('2026-11-20', '2026-11-28')).toBe('2026-11-20');
    expect(vitalsWindowStart('2026-02-20', '2026-03-05')).toBe('2026-02-20');
    expect(vitalsWindowStart('2025-12-01', '2026-01-10')).toBe('2025-12-14');
  });
});
