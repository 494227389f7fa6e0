import { dictionaries } from '@brilla/i18n';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: what a browser holds before and after it loads a language. */
async function freshStore() {
  vi.resetModules();
  return import('./dictionaries');
}

describe('dictionaries in the browser', () => {
  it('hold nothing until the page language is loaded, then only that one', async () => {
    const store = await freshStore();
    expect(store.dictionaryOf('en')).toBeUndefined();
    await store.loadDictionary('en');
    expect(store.dictionaryOf('en')).toEqual(dictionaries.en);
    // Spanish was not loaded: English stands in rather than a raw key.
    expect(store.dictionaryOf('es')).toEqual(dictionaries.en);
    await store.loadDictionary('es');
    expect(store.dictionaryOf('es')).toEqual(dictionaries.es);
  });
});
