/** What the fake reports to its callback: the fields the site's observers read. */
export type ObserverEntry = {
  isIntersecting: boolean;
  target: Element;
  boundingClientRect: { top: number };
};

/**
 * A stand-in for the browser's IntersectionObserver (jsdom has none), for
 * `vi.stubGlobal('IntersectionObserver', observer.FakeObserver)`: `watched` holds the elements
 * observed, `trigger` reports entries as the browser would, `options()` the last observer's.
 */
export function fakeIntersectionObserver() {
  const watched = new Set<Element>();
  let report: (entries: ObserverEntry[]) => void = () => {};
  let options: IntersectionObserverInit | undefined;
  class FakeObserver {
    constructor(callback: (entries: ObserverEntry[]) => void, init?: IntersectionObserverInit) {
      report = callback;
      options = init;
    }
    observe(target: Element) {
      watched.add(target);
    }
    unobserve(target: Element) {
      watched.delete(target);
    }
    disconnect() {
      watched.clear();
    }
  }
  return {
    FakeObserver,
    watched,
    trigger: (entries: ObserverEntry[]) => report(entries),
    options: () => options,
  };
}
