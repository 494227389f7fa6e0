import { describe, expect, it } from 'vitest';
import {
  calibratedMultiplier,
  hostIndexFrom,
  indexSpread,
  profileFlags,
  profileResult,
  resolveProfiles,
} from '../src/profiles.mjs';

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

describe('hostIndexFrom', () => {
  it('takes the median of the usable calibration samples', () => {
    expect(hostIndexFrom([3200, 2900, 3100])).toBe(3100);
    expect(hostIndexFrom([3000, null, 3200])).toBe(3100);
  });
  it('is null without a usable sample', () => {
    expect(hostIndexFrom([])).toBeNull();
    expect(hostIndexFrom([null, 0])).toBeNull();
  });
});

describe('resolveProfiles', () => {
  it('puts the default 4× first, then each tier calibrated to the host', () => {
    expect(resolveProfiles(['mid', 'low'], 3100)).toEqual([
      {
        id: 'default',
        label: 'default',
        device: "Lighthouse's mobile default",
        targetIndex: null,
        multiplier: 4,
        clamped: false,
        emulatedIndex: 775,
      },
      {
        id: 'mid',
        label: 'mid-tier',
        device: 'Pixel 5',
        targetIndex: 1000,
        multiplier: 3.1,
        clamped: false,
        emulatedIndex: 1000,
      },
      {
        id: 'low',
        label: 'low-tier',
        device: 'Moto G Power',
        targetIndex: 264,
        multiplier: 11.74,
        clamped: false,
        emulatedIndex: 264,
      },
    ]);
  });
  it('shows that the default stands for a different device on each host', () => {
    const [onFast] = resolveProfiles([], 3100);
    const [onSlow] = resolveProfiles([], 1500);
    expect([onFast?.emulatedIndex, onSlow?.emulatedIndex]).toEqual([775, 375]);
  });
  it('marks a tier faster than the host as clamped to 1×', () => {
    const [, mid, low] = resolveProfiles(['mid', 'low'], 800);
    expect(mid).toMatchObject({ multiplier: 1, clamped: true, emulatedIndex: 800 });
    expect(low).toMatchObject({ multiplier: 3.03, clamped: false });
  });
  it('leaves the tiers without a slowdown when the host index is unknown', () => {
    const [base, mid] = resolveProfiles(['mid'], null);
    expect(base).toMatchObject({ multiplier: 4, emulatedIndex: null });
    expect(mid).toMatchObject({ multiplier: null, clamped: false, emulatedIndex: null });
  });
  it('rejects an unknown tier', () => {
    expect(() => resolveProfiles(['high'], 3000)).toThrow(/unknown tier 'high'/);
  });
});

describe('profileFlags', () => {
  const [base, mid] = resolveProfiles(['mid'], 3100);
  it('sets simulated throttling with the profile’s slowdown', () => {
    expect(base && profileFlags(base)).toEqual({
      throttlingMethod: 'simulate',
      throttling: { cpuSlowdownMultiplier: 4 },
    });
  });
  it('audits only performance on a tier', () => {
    expect(mid && profileFlags(mid)).toEqual({
      throttlingMethod: 'simulate',
      throttling: { cpuSlowdownMultiplier: 3.1 },
      onlyCategories: ['performance'],
    });
  });
  it('refuses a tier that could not be calibrated', () => {
    const [, uncalibrated] = resolveProfiles(['low'], null);
    expect(() => uncalibrated && profileFlags(uncalibrated)).toThrow(/'low' has no CPU slowdown/);
  });
});

describe('profileResult', () => {
  const page = { scores: { performance: 100 }, tiers: { mid: { scores: { performance: 97 } } } };
  it('reads the default from the page and a tier from its entry', () => {
    expect(profileResult(page)).toBe(page);
    expect(profileResult(page, 'mid')?.scores.performance).toBe(97);
    expect(profileResult(page, 'low')).toBeUndefined();
    expect(profileResult(undefined, 'mid')).toBeUndefined();
  });
});

describe('indexSpread', () => {
  it('gives the range and the drift of the median from the calibrated index', () => {
    expect(indexSpread(3000, [2900, 3100, 3300, null])).toEqual({
      min: 2900,
      max: 3300,
      median: 3100,
      count: 3,
      drift: 0.033,
      drifted: false,
    });
  });
  it('flags a machine whose speed moved more than 20 % during the run', () => {
    expect(indexSpread(3000, [2200, 2300, 2400])?.drifted).toBe(true);
    expect(indexSpread(null, [2200])).toMatchObject({ drift: null, drifted: false });
    expect(indexSpread(3000, [])).toBeNull();
  });
});
