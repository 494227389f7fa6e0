import { defineConfig } from 'vitest/config';

// Mutation testing (`pnpm mutation`, stryker.config.json) runs the unit tests beside the services
// and lib only: the suites under tests/ boot a whole Strapi per file, which no mutant can wait for.
export default defineConfig({
  test: {
    include: ['src/lib/**/*.test.ts', 'src/api/**/*.test.ts'],
    silent: 'passed-only',
  },
});
