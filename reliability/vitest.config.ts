import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Starts PostgreSQL database, Redis-backed CMS ×2 and web ×2 once for every file.
    globalSetup: ['./support/global-setup.ts'],
    // The files share those processes and the machine's two cores: one file at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 60_000,
    // Many processes, timers and two cores: a failed test runs once more, and a pass on the retry
    // is reported as flaky with the first failure (support/flaky-reporter.ts), never silently.
    retry: 1,
    reporters: ['default', './support/flaky-reporter.ts'],
    hookTimeout: 180_000,
  },
});
