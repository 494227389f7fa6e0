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
    hookTimeout: 180_000,
  },
});
