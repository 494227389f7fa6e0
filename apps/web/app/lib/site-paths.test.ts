import { MAIN_PAGE_SLUGS, OTHER_PAGE_SLUGS, SERVICE_DETAIL_SLUGS } from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { FRAMED_PAGE_SLUGS, slugFromPath } from './site-paths';

describe('slugFromPath', () => {
  it('shows the home page at /, at /home and with any slashes around', () => {
    for (const path of ['/', '', '//', '/home', 'home', '/home/', '//home//']) {
      expect(slugFromPath(path), path).toBe('inicio');
    }
  });

  it('takes the slashes off both ends of any other path, keeping the inner ones', () => {
    expect(slugFromPath('/nosotros')).toBe('nosotros');
    expect(slugFromPath('/nosotros/')).toBe('nosotros');
    expect(slugFromPath('//single-service/details3//')).toBe('single-service/details3');
    expect(slugFromPath('/homes')).toBe('homes');
    expect(slugFromPath('/my/home')).toBe('my/home');
  });
});

describe('FRAMED_PAGE_SLUGS', () => {
  it('mounts the main pages, the nine service details and the other pages, in that order', () => {
    expect(FRAMED_PAGE_SLUGS).toEqual([
      ...MAIN_PAGE_SLUGS,
      ...SERVICE_DETAIL_SLUGS,
      ...OTHER_PAGE_SLUGS,
    ]);
    expect(FRAMED_PAGE_SLUGS).toContain('single-service/details9');
    expect(FRAMED_PAGE_SLUGS).toContain('nosotros');
  });
});
