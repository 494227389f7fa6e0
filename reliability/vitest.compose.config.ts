import { defineConfig } from 'vitest/config';

// The compose suite (reliability/compose/README.md): the product booted with docker compose.
export default defineConfig({
  test: {
    include: ['compose/**/*.test.ts'],
    globalSetup: ['./compose/global-setup.ts'],
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 120_000,
    hookTimeout: 45 * 60_000,
  },
});
