import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fakeIntersectionObserver,
  type ObserverEntry,
} from '../../test/fake-intersection-observer';
import { startAnimateOnScroll } from './animate-on-scroll';

const { FakeObserver, watched, trigger, options } = fakeIntersectionObserver();

/** An animated element; reading its box directly fails the test (a forced layout). */
function element() {
  const node = document.createElement('div');
  node.dataset.animate = '';
  node.getBoundingClientRect = vi.fn(() => {
    throw new Error('the box was read: a forced layout');
  });
  document.body.append(node);
  return node;
}
const report = (target: Element, top: number, isIntersecting: boolean): ObserverEntry => ({
  target,
  isIntersecting,
  boundingClientRect: { top },
});

describe('animate on scroll', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.unstubAllGlobals();
  });

  it('hides only what the observer first reports below the fold and reveals it once, 100 px into view', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const visible = element();
    const above = element();
    const below = element();
    const stop = startAnimateOnScroll(document);
    expect(options()?.rootMargin).toBe('0px 0px -100px 0px');
    // Nothing changes before the observer's first report.
    expect(below.className).toBe('');
    trigger([report(visible, 100, true), report(above, -900, false), report(below, 1500, false)]);
    expect(visible.className).toBe('');
    expect(above.className).toBe('');
    expect(below.classList.contains('aos-pending')).toBe(true);
    // Hidden without its transition: nothing animates out of sight while the page loads.
    expect(below.classList.contains('aos-ready')).toBe(false);
    expect([...watched]).toEqual([below]);
    trigger([report(below, 650, true)]);
    expect(below.classList.contains('aos-pending')).toBe(false);
    // Shown with it: the reveal animates.
    expect(below.classList.contains('aos-ready')).toBe(true);
    expect(visible.classList.contains('aos-ready')).toBe(false);
    expect(watched.size).toBe(0);
    // Once shown it stays shown, and elements are placed once per page.
    expect(startAnimateOnScroll(document)).toBeTypeOf('function');
    expect(watched.size).toBe(0);
    stop();
  });

  it('shows whatever is still hidden when it stops watching', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const below = element();
    const stop = startAnimateOnScroll(document);
    trigger([report(below, 2000, false)]);
    expect(below.classList.contains('aos-pending')).toBe(true);
    stop();
    expect(below.classList.contains('aos-pending')).toBe(false);
    expect(watched.size).toBe(0);
  });

  it('does nothing under reduced motion', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const below = element();
    const stop = startAnimateOnScroll(document);
    expect(watched.size).toBe(0);
    expect(below.className).toBe('');
    stop();
  });

  it('does nothing where the browser has no IntersectionObserver, or the document no window', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const below = element();
    expect(() => startAnimateOnScroll(document)()).not.toThrow();
    expect(below.dataset.aosDone).toBeUndefined();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const detached = document.implementation.createHTMLDocument('');
    const inside = detached.createElement('div');
    inside.dataset.animate = '';
    detached.body.append(inside);
    startAnimateOnScroll(detached)();
    expect(watched.size).toBe(0);
  });

  it('hides what the first report puts in the last 100 px of the window or below, not above', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const atFold = element();
    const inBottomMargin = element();
    const aboveFold = element();
    const stop = startAnimateOnScroll(document);
    trigger([
      report(atFold, 700, false),
      report(inBottomMargin, 750, false),
      report(aboveFold, 699, false),
    ]);
    expect(atFold.classList.contains('aos-pending')).toBe(true);
    expect(inBottomMargin.classList.contains('aos-pending')).toBe(true);
    expect(aboveFold.className).toBe('');
    stop();
  });

  it('never hides again what it has shown, even when one report carries both changes', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const shown = element();
    const stop = startAnimateOnScroll(document);
    trigger([report(shown, 100, true), report(shown, 1200, false)]);
    expect(shown.className).toBe('');
    stop();
  });

  it('keeps hidden what was scrolled past unseen, so that its reveal still animates', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const skipped = element();
    const stop = startAnimateOnScroll(document);
    trigger([report(skipped, 1500, false)]);
    trigger([report(skipped, -600, false)]);
    expect(skipped.classList.contains('aos-pending')).toBe(true);
    expect(watched.has(skipped)).toBe(true);
    trigger([report(skipped, 300, true)]);
    expect(skipped.className).toBe('aos-ready');
    stop();
  });
});
