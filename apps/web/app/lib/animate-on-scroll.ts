/** docs/product.md §9: 800 ms, ease-in-out (in app.css), once, 100 px offset. */
const AOS_OFFSET_PX = 100;

/**
 * Hides the `[data-animate]` elements that are still below the fold and reveals each once as it
 * comes 100 px into view. Returns a cleanup; does nothing under reduced motion.
 *
 * Where each element is comes from the observer's first report, never from reading its box:
 * reading boxes while hydration changes the page forced a layout per element (9 ms of the
 * first load's main thread on /inicio on this machine, 90 ms on a low-tier phone).
 */
export function startAnimateOnScroll(root: Document = document): () => void {
  const view = root.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') return () => {};
  if (view.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};

  const pending = new Set<Element>();
  const placed = new WeakSet<Element>();
  const observer = new view.IntersectionObserver(
    (entries) => {
      const fold = view.innerHeight - AOS_OFFSET_PX;
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        const first = !placed.has(target);
        placed.add(target);
        if (first && !isIntersecting && boundingClientRect.top >= fold) {
          // Below the fold: hidden until it comes into view, at once (with the transition on,
          // every such element would animate out of sight: 800 ms of frames during the load).
          target.classList.add('aos-pending');
          pending.add(target);
          continue;
        }
        // In view (or already scrolled past): shown as it is, and never hidden again. A hidden
        // one gets its transition in the same change that shows it, so the reveal animates.
        if (!first && !isIntersecting) continue;
        if (pending.has(target)) target.classList.add('aos-ready');
        target.classList.remove('aos-pending');
        observer.unobserve(target);
      }
    },
    { rootMargin: `0px 0px -${AOS_OFFSET_PX}px 0px` },
  );
  for (const element of root.querySelectorAll<HTMLElement>('[data-animate]:not([data-aos-done])')) {
    // Stryker disable next-line StringLiteral: the selector above asks whether the attribute is there, whatever it holds
    element.dataset.aosDone = '';
    observer.observe(element);
  }
  return () => {
    observer.disconnect();
    // Never leave anything hidden once nobody watches it any more.
    for (const element of pending) element.classList.remove('aos-pending');
  };
}
