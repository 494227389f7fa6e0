import { afterEach, describe, expect, it, vi } from 'vitest';
import { performanceSnapshot, startPerformanceSnapshot } from './performance';

type Entry = { name: string; entryType: string; startTime: number };

/** A browser's PerformanceObserver that has already kept `entries` (what `buffered` replays). */
function browserWith(entries: Entry[], supported = ['paint', 'largest-contentful-paint']) {
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
    observe({ type }: { type: string }) {
      const kept = entries.filter((entry) => entry.entryType === type);
      this.callback({ getEntries: () => kept });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('performance snapshot', () => {
  it('keeps first contentful paint, the last LCP candidate and the fixed zeros', () => {
    browserWith([
      { name: 'first-paint', entryType: 'paint', startTime: 700 },
      { name: 'first-contentful-paint', entryType: 'paint', startTime: 812.4 },
      { name: '', entryType: 'largest-contentful-paint', startTime: 900.2 },
      { name: '', entryType: 'largest-contentful-paint', startTime: 1350.6 },
    ]);
    startPerformanceSnapshot();
    expect(performanceSnapshot()).toMatchObject({
      firstContentfulPaint: 812,
      largestContentfulPaint: 1351,
      firstInputDelay: 0,
      cumulativeLayoutShift: 0,
    });
    expect(window.__brillaPerformance?.()).toEqual(performanceSnapshot());
  });

  it('skips what the browser cannot measure and only warns when measuring fails', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    browserWith([], []);
    expect(() => startPerformanceSnapshot()).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
    vi.stubGlobal('PerformanceObserver', undefined);
    startPerformanceSnapshot();
    expect(warn).toHaveBeenCalledWith('Performance measurement failed', expect.any(Error));
  });
});
