import { configDefaults, defineConfig } from 'vitest/config';
import base from './vitest.config';

// Stryker's runs (`pnpm mutation`): the unit tests beside the code it mutates (`*.test.ts`),
// not the component tests, whose renders would run again for every mutant of a constant the
// components use, nor the SSR and server suites under test/, which start the app each run;
// env.test.ts is the one there that starts nothing (it checks lib/env.server.ts's settings).
// registry.test.ts reads the CMS's block files, which are not in Stryker's copy of this
// workspace; it checks that lists agree, not logic Stryker mutates.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['app/**/*.test.ts', 'test/server/env.test.ts'],
    exclude: [...configDefaults.exclude, 'app/blocks/registry.test.ts'],
  },
});
