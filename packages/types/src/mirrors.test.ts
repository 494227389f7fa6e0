import { describe, expect, it } from 'vitest';
import { mirroredPath } from './mirrors';

describe('mirroredPath', () => {
  it('gives the page a landing variant or a mirror repeats', () => {
    expect(mirroredPath('/single/inicio')).toBe('/inicio');
    expect(mirroredPath('/single/seo-marketing')).toBe('/seo-marketing');
    expect(mirroredPath('/service2')).toBe('/service');
    expect(mirroredPath('/blog2')).toBe('/blog');
  });

  it('gives null for a page of its own', () => {
    expect(mirroredPath('/inicio')).toBeNull();
    expect(mirroredPath('/service')).toBeNull();
    expect(mirroredPath('/single')).toBeNull();
    // Spanish paths only: the English pages are mirrored under /en by the web itself.
    expect(mirroredPath('/en/single/inicio')).toBeNull();
    expect(mirroredPath('/single/inicio\n')).toBeNull();
  });
});
