import type { PreviewState } from './preview-status';

/**
 * What the Express server (server/app.ts, `getLoadContext`) passes to every loader, action and
 * entry.server, typed where React Router reads it: `context` in `Route.LoaderArgs` is this.
 * Nothing imports this file: tsconfig.json includes it, which is all an augmentation needs.
 */
declare module 'react-router' {
  interface AppLoadContext {
    /** The client's address (contact rate limit, webhook failures); null when unknown. */
    clientIp: string | null;
    /** The request's Content-Security-Policy nonce; undefined in dev (no policy there). */
    cspNonce: string | undefined;
    /** Puts the server's kept pages out of date (server/page-cache.ts); undefined in dev. */
    purgePages: (() => void) | undefined;
    /** The preview a valid cookie grants (server/preview.ts); null for a visitor. */
    preview: PreviewState | null;
    /** Ends the preview of a cookie id for every copy of the cookie (server/ended-previews.ts). */
    endPreview: (id: string) => Promise<void>;
    /**
     * Content the browser keeps as the server's HTML, kept for this render (`lib/kept.server.ts`):
     * a Map on a document request, null on a data request (a client navigation renders it all).
     */
    kept: Map<string, unknown> | null;
  }
}
