/** docs/product.md §3 performance snapshot; the last two values are fixed at 0 as specified. */
export type PerformanceSnapshot = {
  loadTime: number;
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  firstInputDelay: 0;
  cumulativeLayoutShift: 0;
};

const snapshot: PerformanceSnapshot = {
  loadTime: 0,
  firstContentfulPaint: 0,
  largestContentfulPaint: 0,
  firstInputDelay: 0,
  cumulativeLayoutShift: 0,
};

declare global {
  interface Window {
    /** The measurements in the browser's console (set by `startPerformanceSnapshot`). */
    __brillaPerformance?: () => PerformanceSnapshot;
  }
}

/** The measurements so far (kept in memory; `window.__brillaPerformance()` in the console). */
export function performanceSnapshot(): PerformanceSnapshot {
  return { ...snapshot };
}

function measureLoadTime(): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation && navigation.loadEventEnd > 0) {
    snapshot.loadTime = Math.round(navigation.loadEventEnd - navigation.startTime);
  }
}

/**
 * Calls `record` with every entry of `type` the browser kept (buffered) and reports later. The
 * browser's own Performance API: no library in the first load for two numbers.
 */
function observe(type: string, record: (entry: PerformanceEntry) => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record(entry);
  }).observe({ type, buffered: true });
}

/** Starts measuring; measuring never delays the page nor fails it (a failure only warns). */
export function startPerformanceSnapshot(): void {
  try {
    window.__brillaPerformance = performanceSnapshot;
    observe('paint', (entry) => {
      if (entry.name === 'first-contentful-paint') {
        snapshot.firstContentfulPaint = Math.round(entry.startTime);
      }
    });
    // The last candidate is the largest contentful paint.
    observe('largest-contentful-paint', (entry) => {
      snapshot.largestContentfulPaint = Math.round(entry.startTime);
    });
    // loadEventEnd is set once the load handlers have run.
    if (document.readyState === 'complete') measureLoadTime();
    else window.addEventListener('load', () => setTimeout(measureLoadTime), { once: true });
  } catch (error) {
    console.warn('Performance measurement failed', error);
  }
}
