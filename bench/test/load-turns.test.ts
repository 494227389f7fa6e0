import { describe, expect, it } from 'vitest';
import { measureCachedTurns, TURNS } from '../src/load.ts';
import { loadTarget } from './load-target.ts';

const run = (requestsPerSecond: number) => loadTarget({ requestsPerSecond });

/** Runs that answer the given req/s in order, noting which target ran when. */
function targets(figures: { static: number[]; cached: number[]; page?: number[] }) {
  const order: string[] = [];
  const next = (name: 'static' | 'cached' | 'page') => {
    order.push(name);
    const value = figures[name]?.shift();
    if (value === undefined) throw new Error(`unexpected run of ${name}`);
    return run(value);
  };
  return {
    order,
    static: async () => next('static'),
    cached: async () => next('cached'),
    withVisits: figures.page ? async () => ({ page: next('page'), beacons: run(50) }) : null,
  };
}

describe('the cached page against the static server, in turns', () => {
  it('runs the static server, the cached page and the beacons’ run in each turn, and keeps the median of the turns’ ratios', async () => {
    const measured = targets({
      static: [10_000, 12_000, 8_000],
      cached: [6_000, 7_000, 3_600],
      page: [5_000, 6_300, 3_000],
    });
    const lines: string[] = [];
    const result = await measureCachedTurns(TURNS, measured, (line) => lines.push(line));
    expect(TURNS).toBe(3);
    expect(measured.order).toEqual([
      ...['static', 'cached', 'page'],
      ...['static', 'cached', 'page'],
      ...['static', 'cached', 'page'],
    ]);
    expect(lines).toHaveLength(3);
    // Turns: 6,000/10,000 = 0.6, 7,000/12,000 = 0.583, 3,600/8,000 = 0.45: the one slow turn
    // (a machine busy for both sides) does not decide the ratio, nor does the first or the last.
    expect(result.cachedToStaticRatio).toBe(0.583);
    // Beside beacons: 5,000/6,000 = 0.833, 6,300/7,000 = 0.9, 3,000/3,600 = 0.833.
    expect(result.cachedWithVisitsRatio).toBe(0.833);
    // Each target's row is its own median turn.
    expect(result.static.requestsPerSecond).toBe(10_000);
    expect(result.cached.requestsPerSecond).toBe(6_000);
    expect(result.withVisits?.page.requestsPerSecond).toBe(5_000);
    expect(result.turns.map((turn) => turn.cachedToStatic)).toEqual([0.6, 0.583, 0.45]);
  });

  it('measures no beacons and gives no ratio for them when they are left out', async () => {
    const measured = targets({ static: [9_000], cached: [5_400] });
    const result = await measureCachedTurns(1, measured, () => {});
    expect(measured.order).toEqual(['static', 'cached']);
    expect(result.cachedToStaticRatio).toBe(0.6);
    expect(result.cachedWithVisitsRatio).toBeNull();
    expect(result.withVisits).toBeNull();
  });
});
