// @vitest-environment node
import express, { type Request, type Response } from 'express';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '~/lib/env.server';
import { securityHeaders } from '../../server/security';
import { listen } from './listen';

/** The headers a real Express app with this TRUST_PROXY sends for one request from loopback. */
async function headersVia(trustProxy: string, headers: Record<string, string> = {}) {
  const app = express();
  app.set('trust proxy', parseTrustProxy(trustProxy));
  app.use(securityHeaders({ production: true }));
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = await listen(app);
  try {
    return (await server.request('/', { headers })).headers;
  } finally {
    await server.close();
  }
}

function run(production: boolean, mediaOrigins?: string[]) {
  const headers: Record<string, string> = {};
  const res = {
    locals: {} as Record<string, unknown>,
    set: (name: string, value: string) => {
      headers[name] = value;
    },
  };
  let called = false;
  securityHeaders({ production, mediaOrigins })({} as Request, res as unknown as Response, () => {
    called = true;
  });
  return { headers, nonce: res.locals.cspNonce as string, called };
}

describe('security headers', () => {
  it('sends a nonce-based policy without unsafe-inline scripts in production', () => {
    const first = run(true);
    const second = run(true);
    expect(first.called).toBe(true);
    expect(first.nonce).not.toBe(second.nonce);
    const policy = first.headers['Content-Security-Policy'] ?? '';
    expect(policy).toContain(`script-src 'nonce-${first.nonce}' 'strict-dynamic'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(first.headers['X-Content-Type-Options']).toBe('nosniff');
    expect(first.headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(first.headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(first.headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
  });

  it('loads images from the site only, and from MEDIA_ORIGINS (an S3 bucket) when given', () => {
    const imgSrc = (headers: Record<string, string>) =>
      (headers['Content-Security-Policy'] ?? '').split('; ').find((d) => d.startsWith('img-src'));
    expect(imgSrc(run(true).headers)).toBe("img-src 'self' data:");
    expect(imgSrc(run(true, ['https://media.brilla.test', 'http://127.0.0.1:9000']).headers)).toBe(
      "img-src 'self' data: https://media.brilla.test http://127.0.0.1:9000",
    );
  });

  it('reports violations to /csp-report (report-to with Reporting-Endpoints, and report-uri)', () => {
    const { headers } = run(true);
    const policy = headers['Content-Security-Policy'] ?? '';
    expect(policy).toContain('report-uri /csp-report');
    expect(policy).toContain('report-to csp-endpoint');
    expect(headers['Reporting-Endpoints']).toBe('csp-endpoint="/csp-report"');
  });

  it('sends COOP and CORP under the dev server too', () => {
    const { headers } = run(false);
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headers['Cross-Origin-Resource-Policy']).toBe('same-origin');
    expect(headers['Reporting-Endpoints']).toBeUndefined();
  });

  it('leaves the policy out under the dev server', () => {
    expect(run(false).headers['Content-Security-Policy']).toBeUndefined();
  });

  it('sends HSTS only when the request came over HTTPS through a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const hsts = 'max-age=63072000; includeSubDomains';
    expect((await headersVia('1', https)).get('strict-transport-security')).toBe(hsts);
    expect((await headersVia('loopback', https)).get('strict-transport-security')).toBe(hsts);
    expect((await headersVia('1')).get('strict-transport-security')).toBeNull();
    // An untrusted client cannot claim HTTPS.
    expect((await headersVia('false', https)).get('strict-transport-security')).toBeNull();
  });
});
