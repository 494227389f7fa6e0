import { describe, expect, it } from 'vitest';
import { CmsError } from './cms-error';

describe('CmsError', () => {
  it('names the content type, the language and the status the CMS answered', () => {
    const error = new CmsError('blogs', 'en', 503);
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('CmsError');
    expect(error.message).toBe('CMS answered HTTP 503 for blogs (en)');
    expect([error.contentType, error.locale, error.status]).toEqual(['blogs', 'en', 503]);
  });

  it('says the CMS was unreachable when there is no status, and adds the detail', () => {
    const error = new CmsError('site-setting', null, null, 'timed out after 5000 ms');
    expect(error.message).toBe('CMS unreachable for site-setting: timed out after 5000 ms');
    expect([error.contentType, error.locale, error.status]).toEqual(['site-setting', null, null]);
    expect(new CmsError('pages', 'es', 0).message).toBe('CMS answered HTTP 0 for pages (es)');
  });
});
