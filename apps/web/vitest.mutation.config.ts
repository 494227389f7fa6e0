import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';

// Stryker's runs (`pnpm mutation`): the unit tests beside the code it mutates, not the SSR and
// server suites under test/, which start the app for every run and would make a mutant cost
// seconds instead of milliseconds. registry.test.ts reads the CMS's block files, which are not
// in Stryker's copy of this workspace; it checks that lists agree, not logic Stryker mutates.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['app/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, 'app/blocks/registry.test.ts'],
  },
});
