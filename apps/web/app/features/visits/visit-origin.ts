import { type VisitBeacon, visitCampaign, visitSource } from '@brilla/validation';
import { useSyncExternalStore } from 'react';

/**
 * Where this visit came from, as the visit counts name it (`visitSource`, `visitCampaign`):
 * what a contact message sent during the visit carries, so the report can set messages against
 * each source's visits (docs/decisions/049-site-analytics.md). Kept in memory only, for the
 * life of the document: client-side navigations keep it, a reload or a new tab is a new visit
 * (as its first beacon says), and nothing is ever written to the visitor's device.
 */
type VisitOrigin = { source: string; campaign: string };

let origin: VisitOrigin | null = null;
const listeners = new Set<() => void>();

/**
 * Keeps the origin of the visit's first page (the beacon `recordView` sends, so a browser that
 * opted out, or a preview, which send none, keep none); a later page's beacon changes nothing.
 */
export function rememberVisitOrigin(beacon: VisitBeacon): void {
  if (!beacon.entry) return;
  origin = { source: visitSource(beacon), campaign: visitCampaign(beacon) };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Stryker disable next-line ArrowFunction: a listener kept after its form unmounted re-renders nothing; only memory, which nothing outside sees.
  return () => listeners.delete(listener);
}

/**
 * The visit's origin once known, for the contact form; null on the server and while hydrating
 * (so the first render matches the server's HTML), and when there is none.
 */
export function useVisitOrigin(): VisitOrigin | null {
  return useSyncExternalStore(
    subscribe,
    () => origin,
    () => null,
  );
}
