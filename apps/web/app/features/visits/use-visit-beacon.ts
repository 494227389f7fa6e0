import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Do Not Track or Global Privacy Control: such a browser sends nothing at all. */
export function optedOut(nav: Navigator & { globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Runs `task` once the page has loaded and the browser is idle: never before the page is shown. */
function whenSettled(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(task, { timeout: 5000 })
      : setTimeout(task, 1);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/**
 * A page view for every page shown (the first load and each navigation), sent by the visit
 * beacon's own script (visit-beacon.client.ts), loaded once the page is idle. Off in a preview
 * and for a browser that opted out.
 */
export function useVisitBeacon(enabled: boolean): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (!enabled || optedOut(navigator)) return;
    const entry = first.current;
    first.current = false;
    whenSettled(() => {
      void import('./visit-beacon.client').then((beacon) => beacon.recordView(pathname, entry));
    });
  }, [pathname, enabled]);
}
