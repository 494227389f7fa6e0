import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The React Router Vite plugin stays out of here (it breaks vitest 4 with Vite 8).
export default defineConfig({
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    restoreMocks: true,
    testTimeout: 15_000,
    // Vitest's default leaves a core free (one worker on CI's two cores): the files run
    // side by side on every core, about 40 % less time on two.
    maxWorkers: '100%',
    // Every test sees the fake CMS as it is now (no answers kept between tests).
    env: {
      CMS_CACHE_TTL_MS: '0',
      CMS_URL: 'http://127.0.0.1:1337',
      SITE_URL: 'https://brilla.test',
      // No access log in the test output; the tests that read the log make their own.
      LOG_LEVEL: 'silent',
    },
  },
});
