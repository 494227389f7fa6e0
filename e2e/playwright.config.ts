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
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
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
