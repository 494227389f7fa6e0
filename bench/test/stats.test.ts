import { describe, expect, it } from 'vitest';
import { median, medianOfRuns, medianRunIndex, pick } from '../src/stats.ts';

describe('median', () => {
  it('takes the middle value of an odd list, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([95, 40, 97])).toBe(95);
  });
  it('averages the two middle values of an even list', () => {
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });
  it('ignores missing and non-finite values, and is null when none is left', () => {
    expect(median([null, 5, undefined, Number.NaN, 7, 9])).toBe(7);
    expect(median([])).toBeNull();
    expect(median([null, undefined])).toBeNull();
  });
  it('does not reorder the caller list', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('medianOfRuns', () => {
  it('takes the median of each leaf over the runs', () => {
    const runs = [
      { scores: { performance: 90, seo: 100 }, metrics: { lcpMs: 2000 } },
      { scores: { performance: 97, seo: 100 }, metrics: { lcpMs: 1500 } },
      { scores: { performance: 95, seo: 100 }, metrics: { lcpMs: null } },
    ];
    expect(medianOfRuns(runs)).toEqual({
      scores: { performance: 95, seo: 100 },
      metrics: { lcpMs: 1750 },
    });
  });
  it('is an empty object without runs', () => {
    expect(medianOfRuns([])).toEqual({});
  });
});

describe('medianRunIndex', () => {
  it('finds the run closest to the median', () => {
    expect(medianRunIndex([80, 99, 91])).toBe(2);
    expect(medianRunIndex([50])).toBe(0);
  });
  it('falls back to the first run without numbers', () => {
    expect(medianRunIndex([null, null])).toBe(0);
  });
});

describe('pick', () => {
  it('reads dotted paths and tolerates missing parts', () => {
    expect(pick({ a: { b: { c: 3 } } }, 'a.b.c')).toBe(3);
    expect(pick({ a: null }, 'a.b')).toBeUndefined();
    expect(pick({}, 'x.y')).toBeUndefined();
  });
});
