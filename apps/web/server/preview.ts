import type { RequestHandler } from 'express';
import { previewCookieValue, verifyPreview } from '../app/features/preview/preview-cookie.server';
import { PREVIEW_HEADERS, type PreviewState } from '../app/lib/preview-status';
import { allowFraming } from './security';

/**
 * Express middleware before the page cache: a request with a valid preview cookie gets
 * `res.locals.preview` (`{ status }`, passed to the app's loaders), skips the page cache (see
 * page-cache.ts), may be framed by the CMS admin (`frameAncestors`, the admin's origin) and is
 * answered `private, no-store` and `noindex` whatever the app says. Any other request (no
 * cookie, a forged or expired one, one whose preview was exited: `ended`) is an ordinary visit.
 */
export function previewMode({
  secret,
  frameAncestors,
  ended,
}: {
  secret: string | null;
  frameAncestors: string;
  /** Whether the preview of this cookie id was exited (app/features/preview/ended.server.ts). */
  ended: (id: string) => Promise<boolean>;
}): RequestHandler {
  return async (req, res, next) => {
    const value = previewCookieValue(req.headers.cookie);
    const claims = value === null ? null : verifyPreview(value, secret);
    if (!claims) return next();
    try {
      if (await ended(claims.id)) return next();
    } catch (error) {
      return next(error);
    }
    res.locals.preview = { status: claims.status } satisfies PreviewState;
    allowFraming(res, frameAncestors);
    // Set last, over whatever the app sets (React Router writes its own Cache-Control).
    const { writeHead } = res;
    res.writeHead = function (this: typeof res, ...args: unknown[]) {
      for (const [name, headerValue] of Object.entries(PREVIEW_HEADERS)) {
        this.setHeader(name, headerValue);
      }
      return Reflect.apply(writeHead, this, args);
    } as typeof res.writeHead;
    return next();
  };
}
