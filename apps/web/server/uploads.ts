import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { requestIdHeader } from '../app/lib/request-context.server';

const SAFE_PATH = /^\/[\w\-./]+$/;
const PASSED_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified'];
/** Uploaded files never run script on the site's origin, whatever the CMS let through. */
const INERT_POLICY = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";
const IMAGE = /\.(jpe?g|png|webp|gif|avif)$/i;
/** A variant the CMS cut at upload (`w768_<hash>.jpg`), which has an AVIF twin (`.avif`). */
const VARIANT = /\/w\d+_[^/]+\.(jpg|png)$/;

/** How long the web keeps an upload it served (browsers keep images a day). */
const UPLOAD_TTL_MS = 10 * 60_000;
/** Uploads kept at most, in bytes, and the largest one kept. */
const KEPT_BYTES = 32 * 1024 * 1024;
const LARGEST_KEPT = 1024 * 1024;

type KeptUpload = { headers: Array<[string, string]>; body: Buffer };

/** The CMS's answer headers a visitor gets, with the web's own. */
function setHeaders(res: Response, path: string, ok: boolean, headers: Iterable<[string, string]>) {
  for (const [name, value] of headers) res.set(name, value);
  res.set('Cache-Control', ok ? 'public, max-age=86400' : 'no-store');
  res.set('X-Content-Type-Options', 'nosniff');
  res.set('Content-Security-Policy', INERT_POLICY);
  if (!IMAGE.test(path)) res.set('Content-Disposition', 'attachment');
}

/**
 * `/uploads/*` streamed from the CMS, so the browser only talks to the web origin. Only plain
 * file paths pass (no `..`, no encoded tricks); images are cached a day. Served inert: never
 * sniffed, in a sandbox without script, and downloaded unless an image.
 *
 * The files the site shows are asked for by every visitor of a page: the web keeps those it
 * served (up to 1 MB each, 32 MB in all, least recently used first) for 10 minutes, so the CMS
 * serves each once per period instead of once per visit (each costs the CMS ~10 ms of CPU,
 * beside the page the browser is loading). `keep: false` keeps nothing.
 *
 * A variant's JPEG URL is answered with its AVIF twin when the browser's Accept names
 * image/avif (`Vary: Accept`): the pages list one URL per width, so the AVIF costs no HTML
 * (docs/decisions/024-cms-image-variants.md).
 */
export function proxyUploads(cmsUrl: string, { keep = true } = {}): RequestHandler {
  const kept = keep
    ? new LRUCache<string, KeptUpload>({
        maxSize: KEPT_BYTES,
        sizeCalculation: (upload) => upload.body.length || 1,
        ttl: UPLOAD_TTL_MS,
      })
    : null;
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
    // A variant is answered in AVIF to a browser that says it reads it, in JPEG (PNG) to any
    // other: one URL in `srcset`, two answers, so every cache must key it by Accept too.
    if (VARIANT.test(path)) {
      res.set('Vary', 'Accept');
      if (/\bimage\/avif\b/.test(req.get('accept') ?? '')) {
        const avif = path.replace(/\.\w+$/, '.avif');
        // An upload the variants command has not reached has no twin: the JPEG stands in.
        if (await serve(avif, req.method, res, true)) return;
      }
    }
    await serve(path, req.method, res, false);
  };

  /** Answers `path` from the kept copies or the CMS; `onlyFound`: answers nothing but a 200. */
  async function serve(path: string, method: string, res: Response, onlyFound: boolean) {
    const copy = kept?.get(path);
    if (copy) {
      setHeaders(res, path, true, copy.headers);
      res.status(200).end(method === 'HEAD' ? undefined : copy.body);
      return true;
    }
    try {
      const upstream = await fetch(`${cmsUrl}/uploads${path}`, {
        method,
        headers: requestIdHeader(),
        signal: AbortSignal.timeout(10_000),
      });
      if (onlyFound && upstream.status !== 200) {
        await upstream.body?.cancel();
        return false;
      }
      const headers = PASSED_HEADERS.flatMap((name): Array<[string, string]> => {
        const value = upstream.headers.get(name);
        return value ? [[name, value]] : [];
      });
      res.status(upstream.status);
      setHeaders(res, path, upstream.ok, headers);
      if (!upstream.body || method === 'HEAD') {
        res.end();
        return true;
      }
      const size = Number(upstream.headers.get('content-length'));
      if (kept && upstream.status === 200 && size > 0 && size <= LARGEST_KEPT) {
        const body = Buffer.from(await upstream.arrayBuffer());
        if (body.length === size) kept.set(path, { headers, body });
        res.end(body);
        return true;
      }
      // The DOM and Node typings each name their own ReadableStream; they are the same object.
      Readable.fromWeb(upstream.body as ReadableStream<Uint8Array>).pipe(res);
    } catch {
      if (onlyFound) return false;
      if (!res.headersSent) res.status(502).set('Cache-Control', 'no-store').end();
      else res.destroy();
    }
    return true;
  }
}
