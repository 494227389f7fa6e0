import { randomBytes } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { RequestHandler, Response } from 'express';
import helmet, { contentSecurityPolicy, strictTransportSecurity } from 'helmet';
import { CSP_REPORT_PATH } from './csp-report';

/** Two years, subdomains included (Mozilla Observatory's full marks); the CMS sends the same. */
const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** Name of the reporting endpoint in `Reporting-Endpoints` and the policy's `report-to`. */
const REPORT_GROUP = 'csp-endpoint';

/** A Node-level handler, as helmet's are: it sets headers, so Express and raw answers share it. */
type HeaderHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The one header of ours helmet does not cover: no camera, microphone, location or payment. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=()';

/**
 * Headers every answer carries, pages, files, uploads and refusals alike: helmet's, set as
 * below, and Permissions-Policy. COOP keeps other windows (an opener, a popup) from scripting
 * ours; CORP keeps other sites from loading our files into theirs. The policy and HSTS are
 * per answer (below); helmet's other defaults stay (nosniff, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection 0, no X-Powered-By).
 */
const everyAnswer: HeaderHandler[] = [
  (_req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    next();
  },
  helmet({
    contentSecurityPolicy: false,
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  }),
];

/** What the handlers set on an answer, name → value (names in lower case, as Node keeps them). */
function headersSetBy(handlers: readonly HeaderHandler[]): Record<string, string> {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  for (const handler of handlers) handler(req, res, () => undefined);
  return Object.fromEntries(
    Object.entries(res.getHeaders()).map(([name, value]) => [name, String(value)]),
  );
}

/**
 * The headers of `everyAnswer` as name → value, for the answers Node gives before Express
 * (http-guards.ts writes them by hand): the same set, from the same source.
 */
export const BASE_HEADERS: Readonly<Record<string, string>> = headersSetBy(everyAnswer);

/**
 * Scripts only with the request's nonce, which React Router puts on its own inline and module
 * scripts (no 'unsafe-inline' for scripts). Images from the site itself (`/uploads`, proxied from
 * the CMS) and from `mediaOrigins` (MEDIA_ORIGINS: an S3 bucket or CDN whose absolute URLs the
 * CMS gives for its files). Violations are reported to `/csp-report` (csp-report.ts): `report-to`
 * with `Reporting-Endpoints` for current browsers, `report-uri` for the others.
 */
function policy(mediaOrigins: readonly string[]): HeaderHandler {
  return contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
        "'strict-dynamic'",
      ],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', ...mediaOrigins],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      reportUri: [CSP_REPORT_PATH],
      reportTo: [REPORT_GROUP],
    },
  });
}

const hsts = strictTransportSecurity({
  maxAge: HSTS_MAX_AGE_SECONDS,
  includeSubDomains: true,
  preload: false,
});

/**
 * Lets `origin` (the CMS admin, for its preview panel) frame this answer: the policy's
 * `frame-ancestors` names it instead of 'none', and `X-Frame-Options` (which cannot name an
 * origin) goes, so the two never contradict each other. Only preview answers call it
 * (preview.ts); every other answer keeps `frame-ancestors 'none'` and `DENY`.
 */
export function allowFraming(res: Response, origin: string): void {
  res.removeHeader('X-Frame-Options');
  const current = res.getHeader('Content-Security-Policy');
  if (typeof current === 'string') {
    res.set(
      'Content-Security-Policy',
      current.replace("frame-ancestors 'none'", `frame-ancestors ${origin}`),
    );
  }
}

/**
 * Security headers on every answer, in order: a fresh nonce per request (`res.locals.cspNonce`,
 * passed to React Router), the headers of every answer, HSTS only when the request came over
 * HTTPS (`req.secure`, which reads X-Forwarded-Proto from a proxy that `trust proxy`
 * (TRUST_PROXY) trusts; browsers ignore it over plain HTTP anyway), and in production the
 * Content-Security-Policy with `Reporting-Endpoints`. The dev server (Vite) injects scripts
 * without a nonce, so it gets no policy.
 */
export function securityHeaders({
  production,
  mediaOrigins = [],
}: {
  production: boolean;
  mediaOrigins?: readonly string[];
}): RequestHandler[] {
  return [
    (_req, res, next) => {
      res.locals.cspNonce = randomBytes(16).toString('base64');
      next();
    },
    ...everyAnswer,
    (req, res, next) => (req.secure ? hsts(req, res, next) : next()),
    ...(production
      ? [
          policy(mediaOrigins),
          ((_req, res, next) => {
            res.set('Reporting-Endpoints', `${REPORT_GROUP}="${CSP_REPORT_PATH}"`);
            next();
          }) satisfies RequestHandler,
        ]
      : []),
  ];
}
