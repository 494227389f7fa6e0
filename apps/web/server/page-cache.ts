import type { OutgoingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { withoutCampaign } from '@brilla/validation';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Headers of one answer, not of the page: never stored, set per answer. */
const PER_ANSWER = new Set([
  'age',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'keep-alive',
  'set-cookie',
  'strict-transport-security',
  'transfer-encoding',
  'vary',
  'x-page-cache',
  'x-request-id',
]);

/** What a request the cache could answer got: its X-Page-Cache header. */
export const PAGE_CACHE_RESULTS = ['hit', 'stale', 'miss'] as const;
export type PageCacheResult = (typeof PAGE_CACHE_RESULTS)[number];

/** One kept page: the app's answer and its two encodings, made once. */
type Page = {
  statusCode: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  size: number;
  storedAt: number;
  /** The purge generation the render started in (a render older than a purge is not kept). */
  generation: number;
};

export type PageCache = {
  middleware: RequestHandler;
  /** Every kept page becomes out of date; each is rendered again on its next request. */
  purge: () => void;
};

/** A page larger than this is served but not kept. */
const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/**
 * The URL a page is kept under: the request's, without campaign parameters (a campaign visit is
 * served the kept page instead of a render of a URL nobody else asks for).
 */
export function pageKey(originalUrl: string): string {
  const at = originalUrl.indexOf('?');
  if (at === -1) return originalUrl;
  return `${originalUrl.slice(0, at)}${withoutCampaign(originalUrl.slice(at))}`;
}

/** Only what any visitor may get: a 200 that the app marked shareable, with no cookie. */
function isShareable(statusCode: number, headers: OutgoingHttpHeaders): boolean {
  const cacheControl = String(headers['cache-control'] ?? '');
  return (
    statusCode === 200 &&
    /\bpublic\b/.test(cacheControl) &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    headers['set-cookie'] === undefined
  );
}

/**
 * The web's own page cache (docs/decisions/036-web-page-cache.md): a GET whose answer the app
 * marked shareable (`public, s-maxage`) is kept for `ttlMs` as its bytes, its headers (the
 * Content-Security-Policy with the nonce the HTML carries included) and its brotli and gzip
 * encodings, made once. Later requests for the same URL (campaign parameters aside: `pageKey`)
 * get those bytes without a render or a compression. A URL is kept from its second request on.
 * When a kept page expires, the first request renders it again while the others still get the
 * old copy. `purge()` (the CMS publish webhook) puts every page out of date the same way (no
 * stampede of renders after a publish), and a render that started before it is not kept. A
 * request in preview mode passes by. Size-bounded (LRU, `maxBytes`); `ttlMs` 0 turns it off.
 */
export function pageCache({
  ttlMs,
  maxBytes = 64 * 1024 * 1024,
  onResult,
  log = { warn: (message) => console.warn(`[web] ${message}`) },
}: {
  ttlMs: number;
  maxBytes?: number;
  /** Told what each request it could answer got, as X-Page-Cache says (server/metrics.ts). */
  onResult?: (result: PageCacheResult) => void;
  log?: { warn: (message: string) => void };
}): PageCache {
  const pages = new LRUCache<string, Page>({
    maxSize: maxBytes,
    sizeCalculation: (page) => page.size,
  });
  // URLs asked for once: a page is kept from its second request on, so unique URLs (query
  // strings nobody shares) cost neither memory nor compression.
  const seen = new LRUCache<string, true>({ max: 10_000 });
  const rendering = new Set<string>();
  let generation = 0;

  async function keep(
    statusCode: number,
    headers: OutgoingHttpHeaders,
    body: Buffer,
    started: number,
  ): Promise<Page> {
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
      gzipped(body, { level: 9 }),
    ]);
    const size = body.length + br.length + gz.length;
    return {
      statusCode,
      headers,
      body,
      br,
      gzip: gz,
      size,
      storedAt: Date.now(),
      generation: started,
    };
  }

  function serve(req: Request, res: Response, page: Page, state: 'hit' | 'stale'): void {
    // Brotli whenever accepted: browsers list it last ("gzip, deflate, br, zstd").
    const encoding = req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') || 'identity';
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body;
    res.status(page.statusCode).set(page.headers);
    res.vary('Accept-Encoding');
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.set('Content-Length', String(body.length));
    res.set('Age', String(Math.floor((Date.now() - page.storedAt) / 1000)));
    res.set('X-Page-Cache', state);
    onResult?.(state);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /** Collects what the app writes (before compression) and keeps it if it may be shared. */
  function record(res: Response, key: string): void {
    const started = generation;
    const chunks: Buffer[] = [];
    let length = 0;
    const collect = (chunk: unknown, encoding: unknown) => {
      if (length > MAX_PAGE_BYTES) return;
      // A copy: the writer may reuse its buffer once written.
      let buffer: Buffer;
      if (typeof chunk === 'string') {
        const charset =
          typeof encoding === 'string' && Buffer.isEncoding(encoding) ? encoding : 'utf8';
        buffer = Buffer.from(chunk, charset);
      } else if (chunk instanceof Uint8Array) {
        buffer = Buffer.from(chunk);
      } else {
        return;
      }
      chunks.push(buffer);
      length += buffer.length;
    };
    // Node's overloads: (chunk, callback?) and (chunk, encoding, callback?); both pass through.
    const { write, end } = res;
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return Reflect.apply(write, this, [chunk, ...rest]);
    } as Response['write'];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      collect(chunk, rest[0]);
      return Reflect.apply(end, this, [chunk, ...rest]);
    } as Response['end'];
    // The URL counts as rendering until its new copy is kept (compressed) or the answer is not
    // kept at all: requests meanwhile get the old copy instead of starting renders of their own.
    rendering.add(key);
    let keeping = false;
    res.once('close', () => {
      if (!keeping) rendering.delete(key);
    });
    res.once('finish', () => {
      const headers = res.getHeaders();
      if (length > MAX_PAGE_BYTES || !isShareable(res.statusCode, headers)) return;
      keeping = true;
      const kept = Object.fromEntries(
        Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)),
      );
      keep(res.statusCode, kept, Buffer.concat(chunks), started)
        .then(
          (page) => {
            if (started === generation) pages.set(key, page);
          },
          (error: unknown) =>
            // The path only: a query string may carry what a visitor typed.
            log.warn(`could not keep ${key.split('?', 1)[0]} in the page cache: ${String(error)}`),
        )
        .finally(() => rendering.delete(key));
    });
  }

  const middleware: RequestHandler = (req, res, next) => {
    if (ttlMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    // A preview (preview.ts) shows drafts: it is never served from here nor kept.
    if (res.locals.preview) return next();
    const key = pageKey(req.originalUrl);
    const page = pages.get(key);
    const fresh = page?.generation === generation && Date.now() - page.storedAt < ttlMs;
    if (page && fresh) return serve(req, res, page, 'hit');
    if (page && rendering.has(key)) return serve(req, res, page, 'stale');
    res.set('X-Page-Cache', 'miss');
    onResult?.('miss');
    if (req.method === 'GET' && (page || seen.has(key))) record(res, key);
    else seen.set(key, true);
    return next();
  };

  function purge(): void {
    generation += 1;
  }

  return { middleware, purge };
}
