import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh module per test: the snapshot is the page's, and each test is a new page. */
let performanceSnapshot: typeof import('./performance').performanceSnapshot;
let startPerformanceSnapshot: typeof import('./performance').startPerformanceSnapshot;
beforeEach(async () => {
  vi.resetModules();
  ({ performanceSnapshot, startPerformanceSnapshot } = await import('./performance'));
});

type Entry = { name: string; entryType: string; startTime: number };

/** A browser's PerformanceObserver that has already kept `entries` (what `buffered` replays). */
function browserWith(entries: Entry[], supported = ['paint', 'largest-contentful-paint']) {
  class FakeObserver {
    static supportedEntryTypes = supported;
    constructor(private readonly callback: (list: { getEntries: () => Entry[] }) => void) {}
    observe({ type, buffered }: { type: string; buffered?: boolean }) {
      // Only a buffered observer gets the entries from before it started.
      const kept = buffered ? entries.filter((entry) => entry.entryType === type) : [];
      this.callback({ getEntries: () => kept });
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
}

/** The document's state while the page loads (jsdom's is always `complete`). */
function readyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}
/** The navigation entry the browser keeps for the page. */
function navigationTiming(timing: { startTime: number; loadEventEnd: number } | null) {
  vi.spyOn(performance, 'getEntriesByType').mockImplementation((type) =>
    type === 'navigation' && timing ? [timing as unknown as PerformanceEntry] : [],
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  readyState('complete');
  vi.useRealTimers();
});

describe('performance snapshot', () => {
  it('keeps first contentful paint, the last LCP candidate and the fixed zeros', () => {
    browserWith([
      { name: 'first-contentful-paint', entryType: 'paint', startTime: 812.4 },
      { name: 'first-paint', entryType: 'paint', startTime: 700 },
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

  it('measures nothing the browser does not support, even where it buffers entries of that type', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    browserWith(
      [
        { name: 'first-contentful-paint', entryType: 'paint', startTime: 800 },
        { name: '', entryType: 'largest-contentful-paint', startTime: 900 },
      ],
      ['largest-contentful-paint'],
    );
    startPerformanceSnapshot();
    expect(performanceSnapshot()).toMatchObject({
      firstContentfulPaint: 0,
      largestContentfulPaint: 900,
    });
    // A browser that lists no supported types measures nothing, and nothing fails.
    class Bare {
      observe() {
        throw new Error('not supported');
      }
    }
    vi.stubGlobal('PerformanceObserver', Bare);
    startPerformanceSnapshot();
    expect(warn).not.toHaveBeenCalled();
  });

  it('takes the load time from the navigation, at once when the page has loaded', () => {
    browserWith([]);
    navigationTiming({ startTime: 100, loadEventEnd: 1500.6 });
    startPerformanceSnapshot();
    expect(performanceSnapshot().loadTime).toBe(1401);
  });

  it('waits for the load handlers to have run when the page is still loading', () => {
    vi.useFakeTimers();
    browserWith([]);
    readyState('loading');
    navigationTiming({ startTime: 0, loadEventEnd: 0 });
    startPerformanceSnapshot();
    expect(performanceSnapshot().loadTime).toBe(0);
    // The load event ends after its handlers: loadEventEnd is set only then.
    navigationTiming({ startTime: 0, loadEventEnd: 2300 });
    window.dispatchEvent(new Event('load'));
    expect(performanceSnapshot().loadTime).toBe(0);
    vi.runAllTimers();
    expect(performanceSnapshot().loadTime).toBe(2300);
    // Measured once: nothing later changes it.
    navigationTiming({ startTime: 0, loadEventEnd: 9000 });
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(performanceSnapshot().loadTime).toBe(2300);
  });

  it('keeps no load time while the navigation has not finished loading', () => {
    browserWith([]);
    navigationTiming({ startTime: 50, loadEventEnd: 0 });
    startPerformanceSnapshot();
    expect(performanceSnapshot().loadTime).toBe(0);
  });
});
