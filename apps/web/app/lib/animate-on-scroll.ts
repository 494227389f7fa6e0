/** docs/product.md §9: 800 ms, ease-in-out (in app.css), once, 100 px offset. */
const AOS_OFFSET_PX = 100;

/**
 * Hides the `[data-animate]` elements that are still below the fold and reveals each once as it
 * comes 100 px into view. Returns a cleanup; does nothing under reduced motion.
 */
export function startAnimateOnScroll(root: Document = document): () => void {
  const view = root.defaultView;
  if (!view || typeof view.IntersectionObserver !== 'function') return () => {};
  if (view.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};

  const observer = new view.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.classList.remove('aos-pending');
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: `0px 0px -${AOS_OFFSET_PX}px 0px` },
  );
  const threshold = view.innerHeight - AOS_OFFSET_PX;
  const pending: HTMLElement[] = [];
  for (const element of root.querySelectorAll<HTMLElement>('[data-animate]:not([data-aos-done])')) {
    element.dataset.aosDone = '';
    if (element.getBoundingClientRect().top < threshold) continue;
    element.classList.add('aos-pending', 'aos-ready');
    observer.observe(element);
    pending.push(element);
  }
  return () => {
    observer.disconnect();
    // Never leave anything hidden once nobody watches it any more.
    for (const element of pending) element.classList.remove('aos-pending');
  };
}
