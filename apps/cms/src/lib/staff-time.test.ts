import { describe, expect, it } from 'vitest';
import { staffTime } from './staff-time';

describe('staffTime', () => {
  it('writes a stored time in Colombia’s time, as the admin shows it', () => {
    expect(staffTime(new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22 05:00');
    expect(staffTime('2026-11-22T03:30:59.999Z')).toBe('2026-11-21 22:30');
    // No daylight saving: the same five hours in June.
    expect(staffTime('2026-06-01T00:00:00.000Z')).toBe('2026-05-31 19:00');
  });

  it('leaves what is not a time as it is', () => {
    expect(staffTime(null)).toBeNull();
    expect(staffTime('')).toBe('');
    expect(staffTime('mañana')).toBe('mañana');
    expect(staffTime(12)).toBe(12);
  });
});
