import type { PreviewState } from '../../server/preview';

/** What the Express server passes to loaders and actions (see server.js `getLoadContext`). */
export type WebLoadContext = {
  /** Set when the request carries a valid preview cookie (server/preview.ts). */
  preview?: PreviewState | null;
  clientIp?: string;
  cspNonce?: string;
  /** Puts the server's kept pages out of date (server/page-cache.ts); absent in dev. */
  purgePages?: () => void;
};

export function clientIpFrom(context: unknown): string | null {
  if (typeof context !== 'object' || context === null) return null;
  const ip = (context as WebLoadContext).clientIp;
  return typeof ip === 'string' && ip !== '' ? ip : null;
}

/** The per-request Content-Security-Policy nonce set by server.js, if any. */
export function cspNonceFrom(context: unknown): string | undefined {
  if (typeof context !== 'object' || context === null) return undefined;
  const nonce = (context as WebLoadContext).cspNonce;
  return typeof nonce === 'string' && nonce !== '' ? nonce : undefined;
}

/** Calls the server's page purge, when the server keeps pages. */
export function purgePagesOf(context: unknown): void {
  if (typeof context !== 'object' || context === null) return;
  const purge = (context as WebLoadContext).purgePages;
  if (typeof purge === 'function') purge();
}

/** The preview the server verified for this request, or null for a visitor. */
export function previewFrom(context: unknown): PreviewState | null {
  if (typeof context !== 'object' || context === null) return null;
  const preview = (context as WebLoadContext).preview;
  if (typeof preview !== 'object' || preview === null) return null;
  return preview.status === 'draft' || preview.status === 'published' ? preview : null;
}
