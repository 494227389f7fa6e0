// Small pure helpers: medians of runs and reading nested values.

/** Median of the finite numbers in a list (mean of the two middle ones when even); null if none. */
export function median(values) {
  const numbers = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 === 1 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/** The value at a dotted path ("scores.performance"), or undefined. */
export function pick(object, dotted) {
  let value = object;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = value[key];
  }
  return value;
}

/**
 * Per-field medians of several objects of the same shape (numbers at the leaves): each leaf is
 * the median of that leaf over the runs, null when no run has a number there.
 */
export function medianOfRuns(runs) {
  if (runs.length === 0) return {};
  const result = {};
  const keys = new Set(runs.flatMap((run) => Object.keys(run ?? {})));
  for (const key of keys) {
    const values = runs.map((run) => run?.[key]);
    if (values.some((value) => value !== null && typeof value === 'object')) {
      result[key] = medianOfRuns(values.filter((value) => value && typeof value === 'object'));
    } else {
      result[key] = median(values);
    }
  }
  return result;
}

/** Index of the run whose value is closest to the median of that value (first on ties). */
export function medianRunIndex(values) {
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
