import { afterEach, describe, expect, it, vi } from 'vitest';
import { startAnimateOnScroll } from './animate-on-scroll';

type Callback = (entries: Array<{ isIntersecting: boolean; target: Element }>) => void;
let trigger: Callback = () => {};
let options: IntersectionObserverInit | undefined;

class FakeObserver {
  constructor(callback: Callback, init?: IntersectionObserverInit) {
    trigger = callback;
    options = init;
  }
  observe() {}
  unobserve() {}
  disconnect() {}
}

function element(top: number) {
  const node = document.createElement('div');
  node.dataset.animate = '';
  node.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(node);
  return node;
}

describe('animate on scroll', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hides only what is below the fold and reveals it once, 100 px into view', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    const visible = element(100);
    const below = element(1500);
    const stop = startAnimateOnScroll(document);
    expect(visible.className).toBe('');
    expect(below.classList.contains('aos-pending')).toBe(true);
    expect(options?.rootMargin).toBe('0px 0px -100px 0px');
    trigger([{ isIntersecting: true, target: below }]);
    expect(below.classList.contains('aos-pending')).toBe(false);
    stop();
    vi.unstubAllGlobals();
  });

  it('does nothing under reduced motion', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    const below = element(5000);
    startAnimateOnScroll(document)();
    expect(below.className).toBe('');
    vi.unstubAllGlobals();
  });
});
