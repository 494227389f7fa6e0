import { describe, expect, it } from 'vitest';
import { ADMIN_LANGUAGE_KEY, defaultToSpanish } from './language';
import { memoryStorage } from './memory-storage';

describe('defaultToSpanish', () => {
  it('opens the admin in Spanish when the browser has no language stored', () => {
    const storage = memoryStorage();
    defaultToSpanish(storage);
    expect(storage.getItem(ADMIN_LANGUAGE_KEY)).toBe('es');
  });

  it("keeps a user's own choice of English", () => {
    const storage = memoryStorage({ [ADMIN_LANGUAGE_KEY]: 'en' });
    defaultToSpanish(storage);
    expect(storage.getItem(ADMIN_LANGUAGE_KEY)).toBe('en');
  });
});
