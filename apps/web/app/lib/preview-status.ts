/**
 * The versions a preview shows (docs/decisions/038-preview.md): the server's preview cookie
 * (server/preview.ts) grants one, loaders read it, the preview bar names it.
 */
export const PREVIEW_STATUSES = ['draft', 'published'] as const;

export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];
/** What a valid cookie grants: the version shown. */
export type PreviewState = { status: PreviewStatus };

/** What answers in preview must carry: never stored by anyone, never indexed. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
};
