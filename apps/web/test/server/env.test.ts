// @vitest-environment node

import { DEVELOPMENT_API_TOKEN } from '@brilla/signed';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EnvError, parseEnv, parseTrustProxy, resetEnvForTests } from '~/lib/env.server';
import { start } from '../../server/start';

afterEach(() => {
  vi.unstubAllEnvs();
  resetEnvForTests();
});

/** A production CMS_API_TOKEN (the CMS's value, random, 32+ characters). */
const API_TOKEN = 'f'.repeat(64);

/** The problems parseEnv reports for these variables, one line each. */
function problemsOf(source: Record<string, string>): readonly string[] {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('the settings', () => {
  it('has the README defaults when nothing is set', () => {
    expect(parseEnv({})).toEqual({
      production: false,
      port: 3000,
      host: '127.0.0.1',
      cmsUrl: 'http://127.0.0.1:1337',
      cmsApiToken: DEVELOPMENT_API_TOKEN,
      siteUrl: 'http://localhost:3000',
      siteOrigin: 'http://localhost:3000',
      trustProxy: 'loopback',
      cmsTimeoutMs: 5000,
      cmsCacheTtlMs: 1000,
      contactRatePoints: 5,
      contactRateWindowSeconds: 600,
      redisUrl: null,
      webhookSecret: null,
      preview: null,
      cmsAdminOrigin: 'http://127.0.0.1:1337',
      mediaOrigins: [],
      shutdownTimeoutMs: 10_000,
      visitFlushMs: 15_000,
      visitRatePoints: 60,
      logLevel: 'info',
      metricsPort: null,
    });
  });

  it('keeps pages a second, or a minute when content changes purge them', () => {
    const ttl = (source: Record<string, string>) => parseEnv(source).cmsCacheTtlMs;
    expect(ttl({})).toBe(1000);
    expect(ttl({ REDIS_URL: 'redis://cache:6379' })).toBe(60_000);
    expect(ttl({ CMS_WEBHOOK_SECRET: 'a'.repeat(32) })).toBe(60_000);
    // Set, it is what it says, purge or not.
    expect(ttl({ CMS_CACHE_TTL_MS: '5000', REDIS_URL: 'redis://cache:6379' })).toBe(5000);
    expect(ttl({ CMS_CACHE_TTL_MS: '0', CMS_WEBHOOK_SECRET: 'a'.repeat(32) })).toBe(0);
  });

  it('trims values, reads blank as unset and drops trailing slashes from URLs', () => {
    const env = parseEnv({
      PORT: ' 8080 ',
      HOST: '',
      CMS_URL: 'http://cms:1337/',
      SITE_URL: ' https://brillatalent.com/ ',
      CMS_CACHE_TTL_MS: '0',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(env).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      cmsUrl: 'http://cms:1337',
      siteUrl: 'https://brillatalent.com',
      siteOrigin: 'https://brillatalent.com',
      cmsCacheTtlMs: 0,
      redisUrl: 'redis://cache:6379',
    });
  });

  it('lists every wrong setting at once, each with what to set', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PORT: '70000',
      CMS_URL: 'cms:1337',
      CMS_API_TOKEN: DEVELOPMENT_API_TOKEN,
      SITE_URL: 'ftp://brillatalent.com',
      CMS_TIMEOUT_MS: '0',
      CMS_CACHE_TTL_MS: '-1',
      CONTACT_RATE_LIMIT_POINTS: 'ten',
      CONTACT_RATE_LIMIT_DURATION: '1.5',
      REDIS_URL: 'http://user:secret@cache:6379',
      CMS_WEBHOOK_SECRET: 'short',
      CMS_ADMIN_ORIGIN: 'cms.brillatalent.com',
      MEDIA_ORIGINS: 'https://media.brillatalent.com,media',
    });
    expect(problems).toEqual([
      "PORT must be a port number between 0 and 65535 (got '70000')",
      "CMS_URL is not a URL (got 'cms:1337'); use http://host:port",
      "CMS_API_TOKEN is too short or the development value; production needs the CMS's value (random, at least 32 characters, e.g. openssl rand -hex 32), set the same on both",
      "SITE_URL is not a URL (got 'ftp://brillatalent.com'); use http://host:port",
      "CMS_TIMEOUT_MS must be a whole number of milliseconds, at least 1 (got '0')",
      "CMS_CACHE_TTL_MS must be a whole number of milliseconds, at least 0 (got '-1')",
      "CONTACT_RATE_LIMIT_POINTS must be a whole number of messages, at least 1 (got 'ten')",
      "CONTACT_RATE_LIMIT_DURATION must be a whole number of seconds, at least 1 (got '1.5')",
      "REDIS_URL is not a Redis URL (got 'http://user:***@cache:6379'); use redis://host:6379",
      'CMS_WEBHOOK_SECRET must be at least 32 characters in production (got 5); generate one with: openssl rand -hex 32',
      "CMS_ADMIN_ORIGIN is not a URL (got 'cms.brillatalent.com'); use http://host:port",
      "MEDIA_ORIGINS has 'media', which is not an http(s) URL; give comma-separated addresses such as https://media.example.com",
    ]);
  });

  it('says how many problems there are in the message, one per line', () => {
    expect(() => parseEnv({ CMS_URL: 'cms:1337', PORT: 'x' })).toThrow(
      "The web's settings are wrong (2); fix them and start again:\n- PORT must be a port number between 0 and 65535 (got 'x')\n- CMS_URL is not a URL (got 'cms:1337'); use http://host:port",
    );
  });
});

describe('the edges of the settings', () => {
  it('takes ports from 0 to 65535, whole numbers only', () => {
    expect(parseEnv({ PORT: '65535' }).port).toBe(65535);
    expect(parseEnv({ PORT: '0' }).port).toBe(0);
    for (const port of ['-1', '65536', '80.5', 'http']) {
      expect(problemsOf({ PORT: port }), port).toEqual([
        `PORT must be a port number between 0 and 65535 (got '${port}')`,
      ]);
    }
  });

  it('drops every trailing slash of a URL, and skips blank items of a list', () => {
    expect(parseEnv({ CMS_URL: 'http://cms:1337/api//' }).cmsUrl).toBe('http://cms:1337/api');
    expect(
      parseEnv({ MEDIA_ORIGINS: ' https://a.example/x , ,https://b.example:8443,' }).mediaOrigins,
    ).toEqual(['https://a.example', 'https://b.example:8443']);
  });

  it('takes redis:// and rediss:// (TLS) addresses for REDIS_URL', () => {
    expect(parseEnv({ REDIS_URL: 'redis://cache:6379' }).redisUrl).toBe('redis://cache:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://cache:6380' }).redisUrl).toBe('rediss://cache:6380');
    expect(problemsOf({ REDIS_URL: 'not a url' })).toEqual([
      "REDIS_URL is not a Redis URL (got 'not a url'); use redis://host:6379",
    ]);
  });

  it('throws an error named EnvError, listing the problems apart too', () => {
    const error = (() => {
      try {
        parseEnv({ PORT: 'x' });
      } catch (caught) {
        return caught as EnvError;
      }
    })();
    expect(error?.name).toBe('EnvError');
    expect(error?.problems).toEqual(["PORT must be a port number between 0 and 65535 (got 'x')"]);
  });
});

describe('TRUST_PROXY', () => {
  it('reads hop counts as numbers, true/false as booleans, anything else as Express’s list', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy(' 2 ')).toBe(2);
    expect(parseTrustProxy('10')).toBe(10);
    // Only digits make a hop count.
    expect(parseTrustProxy('1abc')).toBe('1abc');
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
    expect(parseTrustProxy(undefined)).toBe('loopback');
    expect(parseTrustProxy('')).toBe('loopback');
    expect(parseEnv({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});

describe('CMS_WEBHOOK_SECRET at start', () => {
  const secretIn = (nodeEnv: string, secret: string) => () =>
    parseEnv({ NODE_ENV: nodeEnv, CMS_API_TOKEN: API_TOKEN, CMS_WEBHOOK_SECRET: secret })
      .webhookSecret;

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
});

describe('CMS_API_TOKEN at start', () => {
  const tokenIn = (nodeEnv: string, token: string) => () =>
    parseEnv({ NODE_ENV: nodeEnv, CMS_API_TOKEN: token }).cmsApiToken;

  it("needs the CMS's value in production: set, 32 characters or more, not development's", () => {
    expect(tokenIn('production', '')).toThrow(
      /^The web's settings are wrong \(1\)[\s\S]*CMS_API_TOKEN is not set/,
    );
    expect(tokenIn('production', 'a'.repeat(31))).toThrow('CMS_API_TOKEN is too short');
    expect(tokenIn('production', DEVELOPMENT_API_TOKEN)).toThrow('or the development value');
    expect(tokenIn('production', ` ${'a'.repeat(32)} `)()).toBe('a'.repeat(32));
  });

  it("uses development's value when unset outside production, and any value given", () => {
    expect(tokenIn('development', '')()).toBe(DEVELOPMENT_API_TOKEN);
    expect(tokenIn('test', 'short')()).toBe('short');
  });
});

describe('PREVIEW_SECRET and CMS_PREVIEW_TOKEN at start', () => {
  const previewIn = (nodeEnv: string, secret: string, token: string) => () =>
    parseEnv({
      NODE_ENV: nodeEnv,
      CMS_API_TOKEN: API_TOKEN,
      PREVIEW_SECRET: secret,
      CMS_PREVIEW_TOKEN: token,
    }).preview?.secret ?? null;

  it('refuses a secret under 32 characters in production, naming the variable', () => {
    expect(previewIn('production', 'p'.repeat(31), 'token')).toThrow(
      'PREVIEW_SECRET must be at least 32 characters in production (got 31)',
    );
  });

  it('refuses a secret without a token in production, saying where the token comes from', () => {
    expect(previewIn('production', 'p'.repeat(32), '')).toThrow(
      /PREVIEW_SECRET is set but CMS_PREVIEW_TOKEN is not.*API Tokens/,
    );
  });

  it('reports a missing token beside the other problems', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      CMS_URL: 'cms:1337',
      CMS_API_TOKEN: API_TOKEN,
      PREVIEW_SECRET: 'p'.repeat(32),
    });
    expect(problems).toHaveLength(2);
    expect(problems[1]).toMatch(/^PREVIEW_SECRET is set but CMS_PREVIEW_TOKEN is not/);
  });

  it('turns preview on only with both, and off without a secret', () => {
    expect(previewIn('production', 'p'.repeat(32), 'token')()).toBe('p'.repeat(32));
    expect(previewIn('production', '', 'token')()).toBeNull();
    expect(previewIn('development', 'short', '')()).toBeNull();
    expect(previewIn('development', 'short', 'token')()).toBe('short');
  });

  it('lets the CMS admin frame previews: CMS_ADMIN_ORIGIN, or the origin of CMS_URL', () => {
    const adminOrigin = (value: string) =>
      parseEnv({ CMS_URL: 'http://127.0.0.1:1337/', CMS_ADMIN_ORIGIN: value }).cmsAdminOrigin;
    expect(adminOrigin('')).toBe('http://127.0.0.1:1337');
    expect(adminOrigin('https://cms.brillatalent.com/admin')).toBe('https://cms.brillatalent.com');
    expect(() => adminOrigin('cms.brillatalent.com')).toThrow(
      "CMS_ADMIN_ORIGIN is not a URL (got 'cms.brillatalent.com')",
    );
  });
});

describe('the operating settings', () => {
  it('reads SHUTDOWN_TIMEOUT_MS, LOG_LEVEL, METRICS_PORT and VISIT_FLUSH_MS', () => {
    expect(
      parseEnv({
        SHUTDOWN_TIMEOUT_MS: '25000',
        LOG_LEVEL: 'WARN',
        METRICS_PORT: '9464',
        VISIT_FLUSH_MS: '1000',
        VISIT_RATE_LIMIT_POINTS: '1000',
      }),
    ).toMatchObject({
      shutdownTimeoutMs: 25_000,
      logLevel: 'warn',
      metricsPort: 9464,
      visitFlushMs: 1000,
      visitRatePoints: 1000,
    });
    expect(problemsOf({ VISIT_FLUSH_MS: '10', VISIT_RATE_LIMIT_POINTS: '0' })).toEqual([
      "VISIT_FLUSH_MS must be a whole number of milliseconds, at least 100 (got '10')",
      "VISIT_RATE_LIMIT_POINTS must be a whole number of beacons, at least 1 (got '0')",
    ]);
    expect(parseEnv({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
    expect(parseEnv({ METRICS_PORT: ' ' }).metricsPort).toBeNull();
  });

  it('names what is wrong with each, all at once', () => {
    expect(
      problemsOf({ SHUTDOWN_TIMEOUT_MS: '0', LOG_LEVEL: 'verbose', METRICS_PORT: '99999' }),
    ).toEqual([
      "SHUTDOWN_TIMEOUT_MS must be a whole number of milliseconds, at least 1 (got '0')",
      "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'verbose')",
      "METRICS_PORT must be a port number between 0 and 65535 (got '99999')",
    ]);
  });

  it('keeps metrics off the public port', () => {
    expect(problemsOf({ PORT: '3000', METRICS_PORT: '3000' })).toEqual([
      'METRICS_PORT is PORT (3000); give metrics a port of their own (such as 9464) or unset it',
    ]);
    // 0 asks for a free port each (tests).
    expect(parseEnv({ PORT: '0', METRICS_PORT: '0' }).metricsPort).toBe(0);
  });
});

describe('the server start', () => {
  it('checks the settings before it builds or listens anything', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.stubEnv('CMS_WEBHOOK_SECRET', 'too-short');
    vi.stubEnv('PORT', 'none');
    vi.stubEnv('CMS_API_TOKEN', '');
    const log = vi.spyOn(console, 'log');
    // No build: the start must stop before it would use one.
    expect(() => start({ build: {} as ServerBuild, clientDir: '/nowhere' })).toThrow(EnvError);
    try {
      start({ build: {} as ServerBuild, clientDir: '/nowhere' });
    } catch (error) {
      expect((error as EnvError).problems).toEqual([
        "PORT must be a port number between 0 and 65535 (got 'none')",
        expect.stringContaining('CMS_API_TOKEN is not set; production needs'),
        expect.stringContaining('CMS_WEBHOOK_SECRET must be at least 32 characters in production'),
      ]);
    }
    expect(log).not.toHaveBeenCalled();
  });
});

describe('MEDIA_ORIGINS at start', () => {
  it('reads comma-separated addresses as origins, none when unset', () => {
    expect(parseEnv({ MEDIA_ORIGINS: '' }).mediaOrigins).toEqual([]);
    expect(
      parseEnv({ MEDIA_ORIGINS: 'https://www.brillatalent.com/media/, http://127.0.0.1:9000' })
        .mediaOrigins,
    ).toEqual(['https://www.brillatalent.com', 'http://127.0.0.1:9000']);
  });

  it('refuses an address that is not http(s), naming it', () => {
    expect(() => parseEnv({ MEDIA_ORIGINS: 'https://ok.example.com,media.example.com' })).toThrow(
      "MEDIA_ORIGINS has 'media.example.com', which is not an http(s) URL",
    );
    expect(() => parseEnv({ MEDIA_ORIGINS: "https://x.example.com 'unsafe-inline'" })).toThrow(
      /MEDIA_ORIGINS has/,
    );
  });
});
