// @vitest-environment node
import express from 'express';
import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '~/lib/env.server';
import { BASE_HEADERS, securityHeaders } from '../../server/security';
import { listen } from './listen';

/**
 * The headers a real Express app with these security headers and this TRUST_PROXY sends for one
 * request from loopback, and the nonce the app saw.
 */
async function answerVia({
  production = true,
  trustProxy = 'loopback',
  headers = {},
  mediaOrigins,
}: {
  production?: boolean;
  trustProxy?: string;
  headers?: Record<string, string>;
  mediaOrigins?: string[];
} = {}) {
  const app = express();
  app.set('trust proxy', parseTrustProxy(trustProxy));
  app.use(securityHeaders({ production, mediaOrigins }));
  app.get('/', (_req, res) => {
    res.send(String(res.locals.cspNonce));
  });
  const server = await listen(app);
  try {
    const reply = await server.request('/', { headers });
    return { headers: reply.headers, nonce: await reply.text() };
  } finally {
    await server.close();
  }
}

const headersVia = async (trustProxy: string, headers: Record<string, string> = {}) =>
  (await answerVia({ trustProxy, headers })).headers;

describe('security headers', () => {
  it('sends a nonce-based policy without unsafe-inline scripts in production', async () => {
    const first = await answerVia();
    const second = await answerVia();
    expect(first.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.nonce).not.toBe(second.nonce);
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'nonce-${first.nonce}' 'strict-dynamic'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    expect(first.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(first.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(first.headers.get('permissions-policy')).toBe(
      'camera=(), microphone=(), geolocation=(), payment=()',
    );
    expect(first.headers.get('x-powered-by')).toBeNull();
  });

  it('keeps the whole policy: own origin only, no plugins, no framing, forms to itself', async () => {
    const { headers, nonce } = await answerVia();
    const directives = (headers.get('content-security-policy') ?? '')
      .split(';')
      .map((directive) => directive.trim());
    expect(directives).toEqual([
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
      'report-uri /csp-report',
      'report-to csp-endpoint',
    ]);
  });

  it('loads images from the site only, and from MEDIA_ORIGINS (an S3 bucket) when given', async () => {
    const imgSrc = async (mediaOrigins?: string[]) =>
      ((await answerVia({ mediaOrigins })).headers.get('content-security-policy') ?? '')
        .split(';')
        .find((directive) => directive.startsWith('img-src'));
    expect(await imgSrc()).toBe("img-src 'self' data:");
    expect(await imgSrc(['https://media.brilla.test', 'http://127.0.0.1:9000'])).toBe(
      "img-src 'self' data: https://media.brilla.test http://127.0.0.1:9000",
    );
  });

  it('reports violations to /csp-report (report-to with Reporting-Endpoints, and report-uri)', async () => {
    const { headers } = await answerVia();
    const policy = headers.get('content-security-policy') ?? '';
    expect(policy).toContain('report-uri /csp-report');
    expect(policy).toContain('report-to csp-endpoint');
    expect(headers.get('reporting-endpoints')).toBe('csp-endpoint="/csp-report"');
  });

  it('sends COOP and CORP under the dev server too', async () => {
    const { headers } = await answerVia({ production: false });
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(headers.get('reporting-endpoints')).toBeNull();
  });

  it('leaves the policy out under the dev server', async () => {
    expect(
      (await answerVia({ production: false })).headers.get('content-security-policy'),
    ).toBeNull();
  });

  it('writes the same fixed headers on the answers Node gives before Express', async () => {
    const { headers } = await answerVia();
    for (const [name, value] of Object.entries(BASE_HEADERS)) {
      expect(headers.get(name), name).toBe(value);
    }
    expect(Object.keys(BASE_HEADERS)).toEqual(
      expect.arrayContaining([
        'x-content-type-options',
        'referrer-policy',
        'x-frame-options',
        'permissions-policy',
        'cross-origin-opener-policy',
        'cross-origin-resource-policy',
      ]),
    );
    expect(Object.keys(BASE_HEADERS)).not.toContain('content-security-policy');
    expect(Object.keys(BASE_HEADERS)).not.toContain('strict-transport-security');
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
