/**
 * What a visitor does on a page before anything the scripts render next can matter: a tap, a
 * key, a scroll. Work that waits for it (the whole stylesheet, the Web Vitals library, the
 * language cookie's restore) stays out of the page's load, where a phone's main thread is busiest.
 */
const FIRST_ACTS = ['pointerdown', 'keydown', 'touchstart', 'wheel', 'scroll', 'focusin'] as const;

/** In the capture phase: an act whose propagation a component stops still counts. */
const LISTENER = {
  capture: true,
  // Stryker disable next-line BooleanLiteral: passive only promises the browser the listener never cancels the act
  passive: true,
};

/**
 * Runs `task` once, at the visitor's first act on the page, or when the page is left first if
 * `orWhenLeft` (a visitor who leaves without an act still gets what must not be lost). The
 * returned function stops waiting.
 */
export function onFirstAct(task: () => void, { orWhenLeft = false } = {}): () => void {
  const stop = () => {
    for (const type of FIRST_ACTS) window.removeEventListener(type, run, true);
    window.removeEventListener('pagehide', run);
  };
  const run = () => {
    stop();
    task();
  };
  for (const type of FIRST_ACTS) window.addEventListener(type, run, LISTENER);
  if (orWhenLeft) window.addEventListener('pagehide', run);
  return stop;
}
