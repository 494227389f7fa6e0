import { randomBytes } from 'node:crypto';

/** Two years, subdomains included (Mozilla Observatory's full marks); the CMS sends the same. */
export const HSTS = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every answer. In production the Content-Security-Policy allows scripts
 * only with the per-request nonce that React Router puts on its own inline and module scripts
 * (no 'unsafe-inline' for scripts); the dev server (Vite) injects scripts without one.
 * HSTS only when the request came over HTTPS: `req.secure`, which reads X-Forwarded-Proto from a
 * proxy that `trust proxy` (TRUST_PROXY) trusts; browsers ignore it over plain HTTP anyway.
 */
export function securityHeaders({ production }) {
  return (req, res, next) => {
    const nonce = randomBytes(16).toString('base64');
    res.locals.cspNonce = nonce;
    res.set('X-Content-Type-Options', 'nosniff');
    res.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.set('X-Frame-Options', 'DENY');
    res.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    if (req.secure) res.set('Strict-Transport-Security', HSTS);
    if (production) {
      res.set(
        'Content-Security-Policy',
        [
          "default-src 'self'",
          `script-src 'nonce-${nonce}' 'strict-dynamic'`,
          "style-src 'self' 'unsafe-inline'",
          "img-src 'self' data:",
          "font-src 'self'",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join('; '),
      );
    }
    next();
  };
}
