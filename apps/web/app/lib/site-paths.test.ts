import { describe, expect, it } from 'vitest';
import { slugFromPath } from './site-paths';

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
