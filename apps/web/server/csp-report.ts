import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** Where browsers send Content-Security-Policy violation reports (security.ts names it). */
export const CSP_REPORT_PATH = '/csp-report';
/** A report is a few hundred bytes; anything larger is refused unread (413). */
const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Violations logged from one request at most (a Reporting API batch can hold many). */
const MAX_LOGGED_PER_REQUEST = 10;

// `report-uri` sends application/csp-report; the Reporting API (`report-to`) application/reports+json.
const LEGACY = /^application\/csp-report\s*(;|$)/i;
const REPORTING = /^application\/reports\+json\s*(;|$)/i;

type Violation = { directive: string; blocked: string; document: string };
type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;

/** Blocked resource as an origin only ("https://cdn.example"), or the keyword ("inline", "eval"). */
function blockedOrigin(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '-';
  try {
    const url = new URL(value);
    return url.origin === 'null' ? `${url.protocol}` : url.origin;
  } catch {
    return /^[a-z-]{1,30}$/i.test(value) ? value : '-';
  }
}

/** The document's path only: no query, no fragment (they may carry visitor data). */
function documentPath(value: unknown): string {
  if (typeof value !== 'string') return '-';
  try {
    return new URL(value).pathname.slice(0, 200);
  } catch {
    return '-';
  }
}

/** A directive name as the browser gives it, or "-" for anything else. */
function directive(value: unknown): string {
  return typeof value === 'string' && /^[a-z-]{1,40}$/i.test(value) ? value : '-';
}

/** The violations of a body, each as { directive, blocked, document }. */
function violations(type: string, body: unknown): Violation[] {
  if (LEGACY.test(type)) {
    const report = isFields(body) ? body['csp-report'] : undefined;
    if (!isFields(report)) return [];
    return [
      {
        directive: directive(report['effective-directive'] ?? report['violated-directive']),
        blocked: blockedOrigin(report['blocked-uri']),
        document: documentPath(report['document-uri']),
      },
    ];
  }
  if (!Array.isArray(body)) return [];
  return body
    .filter(
      (report): report is { body: Fields } =>
        isFields(report) && report.type === 'csp-violation' && isFields(report.body),
    )
    .map(({ body: report }) => ({
      directive: directive(report.effectiveDirective ?? report.violatedDirective),
      blocked: blockedOrigin(report.blockedURL),
      document: documentPath(report.documentURL),
    }));
}

/**
 * The body as text, or null once it passes the limit; the rest is then read and dropped, so the
 * 413 reaches the client on a healthy connection (nginx stops bodies over 1 MB before us).
 */
function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= CSP_REPORT_MAX_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.resume();
      resolve(null);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function answer(res: Response, status: number): void {
  res.status(status).set('Cache-Control', 'no-store').end();
}

/**
 * `POST /csp-report`: Content-Security-Policy violations reported by browsers, logged as one
 * line each (directive, the blocked resource's origin, the document's path) and stored nowhere:
 * no address, no query string, no user agent. Answers 204; 413 over 16 KB (a declared
 * Content-Length is refused unread), 415 for other bodies, 405 for other methods, and 429 with
 * Retry-After past `points` reports per client and minute.
 */
export function cspReports({
  points = 30,
  log = console,
}: {
  points?: number;
  log?: { warn: (message: string) => void };
} = {}): RequestHandler {
  const limiter = new RateLimiterMemory({ keyPrefix: 'csp-report', points, duration: 60 });
  return async (req, res) => {
    if (req.method !== 'POST') {
      res.set('Allow', 'POST');
      answer(res, 405);
      return;
    }
    try {
      await limiter.consume(req.ip ?? '');
    } catch (rejection) {
      const waitMs = rejection instanceof RateLimiterRes ? rejection.msBeforeNext : 60_000;
      res.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
      answer(res, 429);
      return;
    }
    if (Number(req.get('content-length') ?? 0) > CSP_REPORT_MAX_BYTES) {
      res.set('Connection', 'close');
      answer(res, 413);
      return;
    }
    const type = req.get('content-type') ?? '';
    const text = await readBody(req).catch(() => null);
    if (text === null) {
      res.set('Connection', 'close');
      answer(res, 413);
      return;
    }
    if (!LEGACY.test(type) && !REPORTING.test(type)) {
      answer(res, 415);
      return;
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      answer(res, 400);
      return;
    }
    for (const violation of violations(type, body).slice(0, MAX_LOGGED_PER_REQUEST)) {
      log.warn(
        `[web] CSP violation: directive=${violation.directive} blocked=${violation.blocked} document=${violation.document}`,
      );
    }
    answer(res, 204);
  };
}
