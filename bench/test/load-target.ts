import type { LoadTarget } from '../src/load.ts';

/** A load target's run, for tests: no errors, the rest as given. */
export const loadTarget = (run: Partial<LoadTarget>): LoadTarget => ({
  path: '/inicio',
  requestsPerSecond: null,
  requests: 0,
  latencyP50Ms: null,
  latencyP99Ms: null,
  latencyMaxMs: null,
  bytesPerSecond: null,
  errors: 0,
  timeouts: 0,
  non2xx: 0,
  durationSeconds: 10,
  connections: 32,
  ...run,
});
