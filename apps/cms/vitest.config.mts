import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each API file boots a whole Strapi (~0.5 GB) in its own process, on its own port, SQLite
    // file, PostgreSQL database and Redis keys: the files run side by side on every core
    // (Vitest's default leaves one free, which on CI's two cores is one file at a time).
    maxWorkers: '100%',
    // Strapi logs every request; show logs only for failing tests.
    silent: 'passed-only',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 180_000,
  },
});
