import { defineVersionsSuite } from './versions-suite';

defineVersionsSuite('published versions on SQLite', async () => ({
  env: {},
  cleanup: async () => undefined,
}));
