import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { RequestHandler } from 'express';

const SAFE_PATH = /^\/[\w\-./]+$/;
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];
/** Uploaded files never run script on the site's origin, whatever the CMS let through. */
const INERT_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;

/**
 * `/uploads/*` streamed from the CMS, so the browser only talks to the web origin. Only plain
 * file paths pass (no `..`, no encoded tricks); images are cached a day. Served inert: never
 * sniffed, in a sandbox without script, and downloaded unless an image.
 */
export function proxyUploads(cmsUrl: string): RequestHandler {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      path = '';
    }
    if (!SAFE_PATH.test(path) || path.includes('..')) {
      res.status(404).set('Cache-Control', 'no-store').end();
      return;
    }
    try {
      const upstream = await fetch(`${cmsUrl}/uploads${path}`, {
        method: req.method,
        signal: AbortSignal.timeout(10_000),
      });
      res.status(upstream.status);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) res.set(name, value);
      }
      res.set('Cache-Control', upstream.ok ? 'public, max-age=86400' : 'no-store');
      res.set('X-Content-Type-Options', 'nosniff');
      res.set('Content-Security-Policy', INERT_POLICY);
      if (!IMAGE.test(path)) res.set('Content-Disposition', 'attachment');
      if (!upstream.body || req.method === 'HEAD') {
        res.end();
        return;
      }
      // The DOM and Node typings each name their own ReadableStream; they are the same object.
      Readable.fromWeb(upstream.body as ReadableStream<Uint8Array>).pipe(res);
    } catch {
      if (!res.headersSent) res.status(502).set('Cache-Control', 'no-store').end();
      else res.destroy();
    }
  };
}
