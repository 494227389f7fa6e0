import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each API file boots a whole Strapi (~0.5 GB): one file at a time, each in its own process.
    fileParallelism: false,
    // Strapi logs every request; show logs only for failing tests.
    silent: 'passed-only',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
