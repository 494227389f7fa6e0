import { defineConfig } from 'vitest/config';

// Mutation testing (`pnpm mutation`, stryker.config.json) runs the unit tests beside the services
// and lib only: the suites under tests/ boot a whole Strapi per file, which no mutant can wait for.
// Run it with TEST_REDIS_URL set, as CI does: the Redis paths (sign-in guard, lock list, contact
// limits, content broadcast) are tested only then, and the recorded score counts on them.
export default defineConfig({
  test: {
    include: ['src/lib/**/*.test.ts', 'src/api/**/*.test.ts'],
    silent: 'passed-only',
  },
});
