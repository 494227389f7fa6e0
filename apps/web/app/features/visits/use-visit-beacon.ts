import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { onFirstAct } from '~/lib/first-act';
import { recordView, sendVisitBeacon } from './visit-beacon';

/** Do Not Track or Global Privacy Control: such a browser sends nothing at all. */
export function optedOut(nav: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/**
 * Runs `task` once the page has loaded, after the load's own work, or when the page is left
 * first (a visitor who clicks on before it loaded is counted too): never before it is shown.
 * (Not requestIdleCallback: Lighthouse shortens idle deadlines while it audits a load, which
 * would make one load's timing differ between its CPU profiles; bench/README.md.)
 */
function whenSettled(task: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    window.removeEventListener('pagehide', once);
    task();
  };
  window.addEventListener('pagehide', once);
  if (document.readyState === 'complete') setTimeout(once, 0);
  else window.addEventListener('load', () => setTimeout(once, 0), { once: true });
}

/**
 * Loads web-vitals on the visitor's first act, to measure the page that loaded at `path`; the
 * returned function stops waiting (the page was left without an act: nothing to measure).
 */
function measureOnFirstAct(path: string): () => void {
  return onFirstAct(() => {
    void import('./vitals.client').then((vitals) => vitals.measureVitals(path, sendVisitBeacon));
  });
}

/**
 * The site's visit counting (decision 049): a page view for every page shown (the first load and
 * each navigation) once the page is idle, and the landing page's Core Web Vitals, whose library
 * loads on the visitor's first act (never in the first load). Off in a preview and for a
 * browser that opted out.
 */
export function useVisitBeacon(enabled: boolean): void {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query on the same page is no new page view
  useEffect(() => {
    if (!enabled || optedOut(navigator)) return;
    const entry = first.current;
    first.current = false;
    whenSettled(() => recordView(pathname, search, entry));
    return entry ? measureOnFirstAct(pathname) : undefined;
  }, [pathname, enabled]);
}
