import { describe, it } from 'vitest';
import { defineApiSuite } from './api-suite';
import { TEST_DATABASE_URL, throwawayDatabase } from './helpers/postgres';

if (TEST_DATABASE_URL) {
  // A throwaway database per run, dropped afterwards.
  defineApiSuite('CMS API on PostgreSQL', () => throwawayDatabase('brilla_cms_test'));
} else {
  describe('CMS API on PostgreSQL', () => {
    it.skip('runs only when TEST_DATABASE_URL is set', () => undefined);
  });
}
