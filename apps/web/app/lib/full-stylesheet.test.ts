import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let module: typeof import('./full-stylesheet');
beforeEach(async () => {
  vi.resetModules();
  module = await import('./full-stylesheet');
});
afterEach(() => {
  document.head.innerHTML = '';
});

const stylesheets = () => document.head.querySelectorAll('link[rel="stylesheet"]');

describe('the whole stylesheet', () => {
  it('is added to <head> once, after what the page already has, and says when it has loaded', async () => {
    document.head.innerHTML = '<style data-href="brilla-app-css">.flex{display:flex}</style>';
    const loaded = module.loadFullStylesheet();
    void module.loadFullStylesheet();
    expect(stylesheets()).toHaveLength(1);
    expect(document.head.lastElementChild).toBe(stylesheets()[0]);
    stylesheets()[0]?.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBeUndefined();
  });

  it('waits for the first act of the visitor, then is added once', () => {
    module.loadFullStylesheetOnFirstAct();
    expect(stylesheets()).toHaveLength(0);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new Event('keydown'));
    expect(stylesheets()).toHaveLength(1);
  });

  it('resolves when the file fails too: the page then keeps its own rules', async () => {
    const loaded = module.loadFullStylesheet();
    stylesheets()[0]?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBeUndefined();
  });
});
