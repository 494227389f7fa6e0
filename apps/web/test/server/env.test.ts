// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseTrustProxy, serverEnv } from '../../server/env';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('TRUST_PROXY', () => {
  it('reads hop counts as numbers, true/false as booleans, anything else as Express’s list', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('')).toBe('loopback');
  });
});

describe('CMS_WEBHOOK_SECRET at start', () => {
  const secretIn = (nodeEnv: string, secret: string) => {
    vi.stubEnv('NODE_ENV', nodeEnv);
    vi.stubEnv('CMS_WEBHOOK_SECRET', secret);
    return () => serverEnv().webhookSecret;
  };

  it('refuses a secret under 32 characters in production, naming the variable', () => {
    expect(secretIn('production', 'a'.repeat(31))).toThrow(
      'CMS_WEBHOOK_SECRET must be at least 32 characters in production (got 31)',
    );
    expect(secretIn('production', `  ${'a'.repeat(20)}  `)).toThrow(/CMS_WEBHOOK_SECRET/);
  });

  it('accepts 32 characters or more in production, and no secret (the webhook stays closed)', () => {
    expect(secretIn('production', 'a'.repeat(32))()).toBe('a'.repeat(32));
    expect(secretIn('production', '')()).toBeNull();
  });

  it('lets development use any secret', () => {
    expect(secretIn('development', 'short')()).toBe('short');
  });

  it('stops `node server.js` in production with the message, before it listens', () => {
    const cwd = fileURLToPath(new URL('../..', import.meta.url));
    const run = spawnSync(process.execPath, ['server.js'], {
      cwd,
      env: { ...process.env, NODE_ENV: 'production', CMS_WEBHOOK_SECRET: 'too-short', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('CMS_WEBHOOK_SECRET must be at least 32 characters in production');
    expect(run.stdout).not.toContain('web listening');
  });
});

describe('PREVIEW_SECRET and CMS_PREVIEW_TOKEN at start', () => {
  const previewIn = (nodeEnv: string, secret: string, token: string) => {
    vi.stubEnv('NODE_ENV', nodeEnv);
    vi.stubEnv('PREVIEW_SECRET', secret);
    vi.stubEnv('CMS_PREVIEW_TOKEN', token);
    return () => serverEnv().previewSecret;
  };

  it('refuses a secret under 32 characters in production, naming the variable', () => {
    expect(previewIn('production', 'p'.repeat(31), 'token')).toThrow(
      'PREVIEW_SECRET must be at least 32 characters in production (got 31)',
    );
  });

  it('refuses a secret without a token in production, saying where the token comes from', () => {
    expect(previewIn('production', 'p'.repeat(32), '')).toThrow(
      /CMS_PREVIEW_TOKEN is not.*API Tokens/,
    );
  });

  it('turns preview on only with both, and off without a secret', () => {
    expect(previewIn('production', 'p'.repeat(32), 'token')()).toBe('p'.repeat(32));
    expect(previewIn('production', '', 'token')()).toBeNull();
    expect(previewIn('development', 'short', '')()).toBeNull();
    expect(previewIn('development', 'short', 'token')()).toBe('short');
  });

  it('lets the CMS admin frame previews: CMS_ADMIN_ORIGIN, or the origin of CMS_URL', () => {
    vi.stubEnv('CMS_URL', 'http://127.0.0.1:1337/');
    vi.stubEnv('CMS_ADMIN_ORIGIN', '');
    expect(serverEnv().cmsAdminOrigin).toBe('http://127.0.0.1:1337');
    vi.stubEnv('CMS_ADMIN_ORIGIN', 'https://cms.brillatalent.com/admin');
    expect(serverEnv().cmsAdminOrigin).toBe('https://cms.brillatalent.com');
    vi.stubEnv('CMS_ADMIN_ORIGIN', 'cms.brillatalent.com');
    expect(() => serverEnv()).toThrow("CMS_ADMIN_ORIGIN is not a URL (got 'cms.brillatalent.com')");
  });
});

describe('MEDIA_ORIGINS at start', () => {
  it('reads comma-separated addresses as origins, none when unset', () => {
    vi.stubEnv('MEDIA_ORIGINS', '');
    expect(serverEnv().mediaOrigins).toEqual([]);
    vi.stubEnv('MEDIA_ORIGINS', 'https://www.brillatalent.com/media/, http://127.0.0.1:9000');
    expect(serverEnv().mediaOrigins).toEqual([
      'https://www.brillatalent.com',
      'http://127.0.0.1:9000',
    ]);
  });

  it('refuses an address that is not http(s), naming it', () => {
    vi.stubEnv('MEDIA_ORIGINS', 'https://ok.example.com,media.example.com');
    expect(() => serverEnv()).toThrow(
      "MEDIA_ORIGINS has 'media.example.com', which is not an http(s) URL",
    );
    vi.stubEnv('MEDIA_ORIGINS', "https://x.example.com 'unsafe-inline'");
    expect(() => serverEnv()).toThrow(/MEDIA_ORIGINS has/);
  });
});
