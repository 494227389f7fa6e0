import { describe, expect, it } from 'vitest';
import {
  calibratedMultiplier,
  loadIndexSpread,
  loadMultiplier,
  profileFlags,
  profileResult,
  resolveProfiles,
  reuseProblem,
  slowdownSpread,
} from '../src/profiles.ts';

describe('calibratedMultiplier', () => {
  it('slows the host down by its index over the target device’s', () => {
    expect(calibratedMultiplier(3100, 1000)).toBe(3.1);
    expect(calibratedMultiplier(1500, 1000)).toBe(1.5);
    expect(calibratedMultiplier(3100, 264)).toBe(11.74);
    expect(calibratedMultiplier(1500, 264)).toBe(5.68);
  });
  it('never goes below 1 on a host slower than the target', () => {
    expect(calibratedMultiplier(800, 1000)).toBe(1);
    expect(calibratedMultiplier(1000, 1000)).toBe(1);
  });
  it('is null when the host index was not measured', () => {
    expect(calibratedMultiplier(null, 1000)).toBeNull();
    expect(calibratedMultiplier(0, 1000)).toBeNull();
    expect(calibratedMultiplier(Number.NaN, 264)).toBeNull();
  });
  it('rejects a target index that is not a positive number', () => {
    expect(() => calibratedMultiplier(3000, 0)).toThrow(/positive number \(got 0\)/);
  });
});

describe('resolveProfiles', () => {
  it('puts the default 4× first, then each tier, calibrated on each load', () => {
    expect(resolveProfiles(['mid', 'low'])).toEqual([
      {
        id: 'default',
        label: 'default',
        device: "Lighthouse's mobile default",
        targetIndex: null,
        multiplier: 4,
      },
      { id: 'mid', label: 'mid-tier', device: 'Pixel 5', targetIndex: 1000, multiplier: null },
      { id: 'low', label: 'low-tier', device: 'Moto G Power', targetIndex: 264, multiplier: null },
    ]);
  });
  it('rejects an unknown tier', () => {
    expect(() => resolveProfiles(['high'])).toThrow(/unknown tier 'high'/);
  });
});

describe('loadMultiplier', () => {
  const [base, mid, low] = resolveProfiles(['mid', 'low']);
  it('keeps the default at 4× whatever the load measured', () => {
    expect(base && loadMultiplier(base, 3100)).toBe(4);
    expect(base && loadMultiplier(base, 1500)).toBe(4);
    expect(base && loadMultiplier(base, null)).toBe(4);
  });
  it('follows the machine from load to load on a tier', () => {
    expect(low && [3100, 1500].map((index) => loadMultiplier(low, index))).toEqual([11.74, 5.68]);
    expect(mid && loadMultiplier(mid, 800)).toBe(1);
  });
  it('gives a tier no slowdown for a load that measured no index', () => {
    expect(low && loadMultiplier(low, undefined)).toBeNull();
  });
});

describe('reuseProblem', () => {
  it('lets a load be audited at every slowdown when no script schedules idle callbacks', () => {
    expect(reuseProblem([{ url: '/assets/app.js', content: 'hydrateRoot(document)' }])).toBeNull();
    expect(reuseProblem(undefined)).toBeNull();
  });
  it('refuses a load whose scripts use requestIdleCallback, whose deadlines follow the slowdown', () => {
    expect(
      reuseProblem([
        { url: '/assets/app.js', content: 'x' },
        { url: '/assets/idle.js', content: 'window.requestIdleCallback(work)' },
      ]),
    ).toMatch(
      /^\/assets\/idle\.js uses requestIdleCallback.*audit each profile on a load of its own$/,
    );
  });
});

describe('profileFlags', () => {
  const [base, mid] = resolveProfiles(['mid']);
  it('sets simulated throttling with the profile’s slowdown', () => {
    expect(base && profileFlags(base, 4)).toEqual({
      throttlingMethod: 'simulate',
      throttling: { cpuSlowdownMultiplier: 4 },
    });
  });
  it('audits only performance on a tier', () => {
    expect(mid && profileFlags(mid, 3.1)).toEqual({
      throttlingMethod: 'simulate',
      throttling: { cpuSlowdownMultiplier: 3.1 },
      onlyCategories: ['performance'],
    });
  });
  it('refuses a load without a slowdown', () => {
    expect(() => mid && profileFlags(mid, null)).toThrow(/'mid' has no CPU slowdown/);
  });
});

describe('profileResult', () => {
  const page = {
    template: '/inicio',
    path: '/inicio',
    scores: { performance: 100 },
    tiers: { mid: { scores: { performance: 97 } } },
  };
  it('reads the default from the page and a tier from its entry', () => {
    expect(profileResult(page)).toBe(page);
    expect(profileResult(page, 'mid')?.scores?.performance).toBe(97);
    expect(profileResult(page, 'low')).toBeUndefined();
    expect(profileResult(undefined, 'mid')).toBeUndefined();
  });
});

describe('loadIndexSpread and slowdownSpread', () => {
  const [, mid, low] = resolveProfiles(['mid', 'low']);
  const pages = [
    {
      template: '/inicio',
      path: '/inicio',
      benchmarkIndexes: [3100, 1500, null],
      tiers: {
        mid: { cpuSlowdownMultipliers: [3.1, 1.5] },
        low: { cpuSlowdownMultipliers: [11.74, 5.68] },
      },
    },
    {
      template: '/blog',
      path: '/blog',
      benchmarkIndexes: [900],
      tiers: { mid: { cpuSlowdownMultipliers: [1] }, low: { runs: 0 } },
    },
  ];
  it('gives the range and median of the indexes every load measured', () => {
    expect(loadIndexSpread(pages)).toEqual({ min: 900, max: 3100, median: 1500, count: 3 });
    expect(loadIndexSpread([])).toBeNull();
  });
  it('gives the slowdowns a tier ran at, and how many loads ran unthrottled', () => {
    expect(mid && slowdownSpread(pages, mid)).toEqual({
      min: 1,
      max: 3.1,
      median: 1.5,
      count: 3,
      atOne: 1,
    });
    expect(low && slowdownSpread(pages, low)).toMatchObject({ median: 8.71, count: 2, atOne: 0 });
    expect(
      low &&
        slowdownSpread([{ template: '/blog', path: '/blog', tiers: { low: { runs: 0 } } }], low),
    ).toBeNull();
  });
});
