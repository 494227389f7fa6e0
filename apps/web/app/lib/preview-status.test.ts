import { describe, expect, it } from 'vitest';
import { PREVIEW_HEADERS, PREVIEW_STATUSES } from './preview-status';

describe('preview answers (decision 038)', () => {
  it('are kept by no cache or browser and indexed by no search engine', () => {
    expect(PREVIEW_HEADERS).toEqual({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  });

  it('show a draft or the published version, nothing else', () => {
    expect(PREVIEW_STATUSES).toEqual(['draft', 'published']);
  });
});
