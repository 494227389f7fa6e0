// Small pure helpers: medians of runs and reading nested values.

/** Median of the finite numbers in a list (mean of the two middle ones when even); null if none. */
export function median(values: readonly unknown[]): number | null {
  const numbers = values
    .filter((value): value is number => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  const upper = numbers[middle] ?? Number.NaN;
  return numbers.length % 2 === 1 ? upper : ((numbers[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** The value at a dotted path ("scores.performance"), or undefined. */
export function pick(object: unknown, dotted: string): unknown {
  let value = object;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/** An object of runs' shape with the median (or null) at each numeric leaf. */
export type Medians<T> = {
  [K in keyof T]?: T[K] extends number | null | undefined ? number | null : Medians<T[K]>;
};

/**
 * Per-field medians of several objects of the same shape (numbers at the leaves): each leaf is
 * the median of that leaf over the runs, null when no run has a number there.
 */
export function medianOfRuns<T extends object>(
  runs: readonly (T | null | undefined)[],
): Medians<T> {
  const result: Record<string, unknown> = {};
  const keys = new Set(runs.flatMap((run) => Object.keys(run ?? {})));
  for (const key of keys) {
    const values = runs.map((run) => (run as Record<string, unknown> | null | undefined)?.[key]);
    if (values.some((value) => value !== null && typeof value === 'object')) {
      result[key] = medianOfRuns(
        values.filter((value): value is object => value !== null && typeof value === 'object'),
      );
    } else {
      result[key] = median(values);
    }
  }
  // Built key by key from T's own keys, a number (or null) at every leaf.
  return result as Medians<T>;
}

/** Index of the run whose value is closest to the median of that value (first on ties). */
export function medianRunIndex(values: readonly unknown[]): number {
  const middle = median(values);
  if (middle === null) return 0;
  let best = 0;
  let bestDistance = Number.POSITIVE_INFINITY;
  values.forEach((value, index) => {
    if (typeof value !== 'number') return;
    const distance = Math.abs(value - middle);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}
