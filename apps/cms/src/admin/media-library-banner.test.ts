import { describe, expect, it } from 'vitest';
import { closeMediaLibraryBanner, MEDIA_LIBRARY_BANNER_KEYS } from './media-library-banner';
import { memoryStorage } from './memory-storage';

describe('closeMediaLibraryBanner', () => {
  it('stores the banner as closed for both library versions, before and after the project id', () => {
    const storage = memoryStorage();
    closeMediaLibraryBanner(storage);
    expect(MEDIA_LIBRARY_BANNER_KEYS).toContain(
      'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:false',
    );
    for (const key of MEDIA_LIBRARY_BANNER_KEYS) expect(storage.getItem(key), key).toBe('true');
  });

  it('leaves a browser’s own choice alone', () => {
    const key = 'STRAPI_MEDIA_LIBRARY_BANNER_DISMISSED_FOR_false:false';
    const storage = memoryStorage({ [key]: 'false' });
    closeMediaLibraryBanner(storage);
    expect(storage.getItem(key)).toBe('false');
  });
});
