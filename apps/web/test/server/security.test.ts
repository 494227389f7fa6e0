// @vitest-environment node
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the Node server
import { securityHeaders } from '../../server/security.mjs';

function run(production: boolean) {
  const headers: Record<string, string> = {};
  const res = {
    locals: {} as Record<string, unknown>,
    set: (name: string, value: string) => {
      headers[name] = value;
    },
  };
  let called = false;
  securityHeaders({ production })({}, res, () => {
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
  });

  it('leaves the policy out under the dev server', () => {
    expect(run(false).headers['Content-Security-Policy']).toBeUndefined();
  });
});
