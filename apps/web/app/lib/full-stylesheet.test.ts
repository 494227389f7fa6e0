import { afterEach, describe, expect, it } from 'vitest';
import { loadFullStylesheet } from './full-stylesheet';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('loadFullStylesheet', () => {
  it('adds the whole stylesheet to <head> once, after what the page already has', () => {
    document.head.innerHTML = '<style data-href="brilla-app-css">.flex{display:flex}</style>';
    loadFullStylesheet();
    loadFullStylesheet();
    const links = document.head.querySelectorAll('link[rel="stylesheet"]');
    expect(links).toHaveLength(1);
    expect(document.head.lastElementChild).toBe(links[0]);
  });
});
