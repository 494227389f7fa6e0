import { describe, expect, it } from 'vitest';
import { dayOf, firstKeptDay, rankOrigins, vitalsWindowStart } from './store';

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

describe('rankOrigins', () => {
  it('lists each source with its entry visits and the messages sent in them', () => {
    const views = new Map([
      ['google.com', 40],
      ['instagram', 10],
      ['(direct)', 40],
    ]);
    const messages = new Map([
      ['instagram', 2],
      ['google.com', 1],
    ]);
    expect(rankOrigins(views, messages)).toEqual([
      { name: 'google.com', views: 40, messages: 1 },
      { name: '(direct)', views: 40, messages: 0 },
      { name: 'instagram', views: 10, messages: 2 },
    ]);
  });

  it('lists a source with messages but no visit in the period, after those with visits', () => {
    expect(
      rankOrigins(
        new Map([['google.com', 1]]),
        new Map([
          ['boletin', 1],
          ['tiktok', 3],
        ]),
      ),
    ).toEqual([
      { name: 'google.com', views: 1, messages: 0 },
      { name: 'tiktok', views: 0, messages: 3 },
      { name: 'boletin', views: 0, messages: 1 },
    ]);
  });

  it('lists the 20 with the most visits, ties by name', () => {
    const views = new Map(
      Array.from({ length: 25 }, (_, index) => [`s${String(index).padStart(2, '0')}`, 5]),
    );
    const ranked = rankOrigins(views, new Map());
    expect(ranked).toHaveLength(20);
    expect(ranked[0]?.name).toBe('s00');
    expect(ranked.at(-1)?.name).toBe('s19');
  });
});
