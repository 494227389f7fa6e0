import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';

// Each journey runs at a phone width and a desktop width; languages are covered inside specs.
export default defineConfig({
  testDir: './specs',
  outputDir: './artifacts/test-results',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  fullyParallel: true,
  workers: 2,
  // On CI, a journey that fails is run once more, with a trace: a busy two-core machine sometimes
  // misses a timeout the journey meets on a second try. The summary names every such journey
  // ("passed only on a retry"), so a flaky one is seen and mended, never hidden.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    // Recording a trace of every journey costs a fifth of the run; the retry records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mobile',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    { name: 'desktop', use: { viewport: { width: 1280, height: 900 } } },
  ],
});
