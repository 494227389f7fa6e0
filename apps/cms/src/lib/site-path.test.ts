import { describe, expect, it } from 'vitest';
import { isHttpUrl, isSitePath, normalizePath } from './site-path';

describe('normalizePath', () => {
  it('drops trailing slashes and spaces but keeps the root', () => {
    expect(normalizePath(' /nosotros/ ')).toBe('/nosotros');
    expect(normalizePath('/')).toBe('/');
  });
});

describe('isSitePath and isHttpUrl', () => {
  it('tell site paths from full addresses and refuse everything else', () => {
    expect(isSitePath('/blogs/mi-post')).toBe(true);
    expect(isSitePath('/a?b=1')).toBe(false);
    expect(isSitePath('nosotros')).toBe(false);
    // Protocol-relative: another site, whatever the slashes.
    for (const offSite of [
      '//evil.example',
      '//evil.example/x',
      '/\\evil.example',
      '/\\/evil.example',
    ])
      expect(isSitePath(offSite), offSite).toBe(false);
    expect(isHttpUrl('https://example.com/x')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('/nosotros')).toBe(false);
  });
});
