import { deviceClass, VISIT_PATH, type VisitBeacon } from '@brilla/validation';
import { rememberVisitOrigin } from './visit-origin';

/**
 * The browser's page views for the site's visit counting (docs/decisions/049-site-analytics.md):
 * one beacon per page shown, sent once the page is idle (use-visit-beacon.ts). A few hundred
 * bytes of the first load; the measurements come with their library later (vitals.client.ts).
 * No cookie, no storage, nothing that tells one visitor from another.
 */

/** The campaign of a URL's query (`utm_source`, `utm_medium`, `utm_campaign`), if any. */
function campaignOf(search: string): Pick<VisitBeacon, 'source' | 'medium' | 'campaign'> {
  const params = new URLSearchParams(search);
  const tag = (name: string) => (params.get(name) ?? '').trim().slice(0, 60);
  return { source: tag('utm_source'), medium: tag('utm_medium'), campaign: tag('utm_campaign') };
}

/**
 * Where the referring page is: on this site (`own`), or another web page's host (`host`, '' for
 * no referrer, or one that is not a web page, such as an app's).
 */
function referrerOf(referrer: string, ownHost: string): { own: boolean; host: string } {
  try {
    const { host, hostname, protocol } = new URL(referrer);
    return {
      own: host === ownHost,
      host: protocol.startsWith('http') ? hostname.toLowerCase() : '',
    };
  } catch {
    return { own: false, host: '' };
  }
}

export type PageShown = {
  /** The page's path (`location.pathname`). */
  path: string;
  /** The first page of this tab's visit (the document's own load), not a later navigation. */
  entry: boolean;
  search: string;
  referrer: string;
  ownHost: string;
  viewportWidth: number;
};

/** The beacon of a page view: on the first page, where the visit came from. */
export function viewBeacon(page: PageShown): VisitBeacon {
  const beacon: VisitBeacon = {
    kind: 'view',
    path: page.path,
    device: deviceClass(page.viewportWidth),
    entry: page.entry,
    referrer: '',
    source: '',
    medium: '',
    campaign: '',
  };
  const from = referrerOf(page.referrer, page.ownHost);
  // A page reached from the site itself by a full load (no JavaScript yet) is no visit's first.
  if (!page.entry || from.own) return { ...beacon, entry: false };
  return {
    ...beacon,
    referrer: from.host,
    ...campaignOf(page.search),
  };
}

/** Hands a beacon to the browser, which sends it even while the page goes away. */
export function sendVisitBeacon(beacon: VisitBeacon): void {
  const body = new Blob([JSON.stringify(beacon)], { type: 'application/json' });
  navigator.sendBeacon(VISIT_PATH, body);
}

/**
 * Counts a page shown, as it was when shown (`search` is its query then: a visitor may have moved
 * on before the beacon goes, once the page is idle; use-visit-beacon.ts); on the visit's first
 * page, keeps where the visit came from in memory, for a contact message (visit-origin.ts).
 */
export function recordView(path: string, search: string, entry: boolean): void {
  const beacon = viewBeacon({
    path,
    entry,
    search,
    referrer: document.referrer,
    ownHost: window.location.host,
    viewportWidth: window.innerWidth,
  });
  rememberVisitOrigin(beacon);
  sendVisitBeacon(beacon);
}
