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

/** Loads web-vitals after the page has loaded, so measuring never delays the page. */
export async function startPerformanceSnapshot(): Promise<void> {
  try {
    (window as unknown as { __brillaPerformance: typeof performanceSnapshot }).__brillaPerformance =
      performanceSnapshot;
    if (document.readyState !== 'complete') {
      await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
    }
    measureLoadTime();
    const { onFCP, onLCP } = await import('web-vitals');
    onFCP((metric) => {
      snapshot.firstContentfulPaint = Math.round(metric.value);
    });
    onLCP((metric) => {
      snapshot.largestContentfulPaint = Math.round(metric.value);
    });
  } catch (error) {
    console.warn('Performance measurement failed', error);
  }
}
