import { describe, it } from 'vitest';
import { TEST_DATABASE_URL, throwawayDatabase } from './helpers/postgres';
import { defineVersionsSuite } from './versions-suite';

if (TEST_DATABASE_URL) {
  defineVersionsSuite('published versions on PostgreSQL', () =>
    throwawayDatabase('brilla_versions_test'),
  );
} else {
  describe('published versions on PostgreSQL', () => {
    it.skip('runs only when TEST_DATABASE_URL is set', () => undefined);
  });
}
