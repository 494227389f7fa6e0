import { randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { CSP_REPORT_PATH } from './csp-report';

/** Two years, subdomains included (Mozilla Observatory's full marks); the CMS sends the same. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Name of the reporting endpoint in `Reporting-Endpoints` and the policy's `report-to`. */
const REPORT_GROUP = 'csp-endpoint';

/**
 * Headers every answer carries, pages, files, uploads and refusals alike (http-guards.ts
 * writes them on the answers Node gives before Express). COOP keeps other windows (an opener, a
 * popup) from scripting ours; CORP keeps other sites from loading our files into theirs.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

/**
 * Lets `origin` (the CMS admin, for its preview panel) frame this answer: the policy's
 * `frame-ancestors` names it instead of 'none', and `X-Frame-Options` (which cannot name an
 * origin) goes, so the two never contradict each other. Only preview answers call it
 * (preview.ts); every other answer keeps `frame-ancestors 'none'` and `DENY`.
 */
export function allowFraming(res: Response, origin: string): void {
  res.removeHeader('X-Frame-Options');
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy === 'string') {
    res.set(
      'Content-Security-Policy',
      policy.replace("frame-ancestors 'none'", `frame-ancestors ${origin}`),
    );
  }
}

/**
 * Security headers on every answer. In production the Content-Security-Policy allows scripts
 * only with the per-request nonce that React Router puts on its own inline and module scripts
 * (no 'unsafe-inline' for scripts); the dev server (Vite) injects scripts without one.
 * Violations are reported to `/csp-report` (csp-report.ts): `report-to` with
 * `Reporting-Endpoints` for current browsers, `report-uri` for the others.
 * HSTS only when the request came over HTTPS: `req.secure`, which reads X-Forwarded-Proto from a
 * proxy that `trust proxy` (TRUST_PROXY) trusts; browsers ignore it over plain HTTP anyway.
 * Images come from the site itself (`/uploads`, proxied from the CMS) and from `mediaOrigins`
 * (MEDIA_ORIGINS: an S3 bucket or CDN whose absolute URLs the CMS gives for its files).
 */
export function securityHeaders({
  production,
  mediaOrigins = [],
}: {
  production: boolean;
  mediaOrigins?: readonly string[];
}): RequestHandler {
  const imgSrc = ["img-src 'self' data:", ...mediaOrigins].join(' ');
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    for (const [name, value] of Object.entries(BASE_HEADERS)) res.set(name, value);
    if (req.secure) res.set('Strict-Transport-Security', HSTS);
    if (production) {
      res.set(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          `script-src 'nonce-${nonce}' 'strict-dynamic'`,
          "style-src 'self' 'unsafe-inline'",
          imgSrc,
          "font-src 'self'",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
          `report-uri ${CSP_REPORT_PATH}`,
          `report-to ${REPORT_GROUP}`,
        ].join('; '),
      );
      res.set('Reporting-Endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
    }
    next();
  };
}
