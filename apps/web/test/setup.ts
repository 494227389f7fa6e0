import '@testing-library/jest-dom/vitest';
import { dictionaries } from '@brilla/i18n';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetRateLimitForTests } from '~/features/contact/rate-limit.server';
import { holdDictionaries } from '~/i18n/dictionaries';
import { purgeCmsCache } from '~/lib/cms-cache.server';
import { assertNoConsoleErrors, watchConsoleErrors } from './console';
import { resetCms } from './mocks/cms';
import { server } from './mocks/server';

// Components render in both languages here (the server holds both dictionaries too).
holdDictionaries(dictionaries);

// Unhandled requests fail the test that made them.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// console.error (hydration warnings included) fails the test unless the test expects it.
beforeEach(() => {
  resetCms();
  purgeCmsCache();
  resetRateLimitForTests();
  watchConsoleErrors();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  assertNoConsoleErrors();
});
