// Settings of the Node server (server/start.ts); the app's own settings live in app/lib/env.server.ts.
function url(name: string, fallback: string): string {
  const raw = process.env[name]?.trim() || fallback;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    return parsed.origin + parsed.pathname.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} is not a URL (got '${raw}'); use http://host:port`);
  }
}

/**
 * A comma-separated list of http(s) URLs, each reduced to its origin (what a CSP source needs);
 * unset, none.
 */
function origins(name: string): string[] {
  const raw = process.env[name]?.trim() || '';
  const items = raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  return items.map((item) => {
    try {
      const parsed = new URL(item);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
      return parsed.origin;
    } catch {
      throw new Error(
        `${name} has '${item}', which is not an http(s) URL; give comma-separated addresses such as https://media.example.com`,
      );
    }
  });
}

function port(name: string, fallback: number): number {
  const raw = process.env[name]?.trim() || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535 (got '${raw}')`);
  }
  return value;
}

function milliseconds(name: string, fallback: number): number {
  const raw = process.env[name]?.trim() || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a whole number of milliseconds, at least 0 (got '${raw}')`);
  }
  return value;
}

/**
 * Express's `trust proxy` from TRUST_PROXY: a hop count ("1": the one proxy in front, nginx),
 * `true`/`false`, or Express's own list of addresses/subnets/names ("loopback, 10.0.0.0/8").
 * Express would read the string "1" as an address, so numbers become numbers.
 */
export type TrustProxy = number | boolean | string;

export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() || 'loopback';
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Shortest CMS_WEBHOOK_SECRET accepted in production (the CMS checks the same). */
export const WEBHOOK_SECRET_MIN = 32;

/**
 * CMS_WEBHOOK_SECRET, checked at start: in production a secret shorter than 32 characters is
 * refused (the web does not start). Unset, the webhook stays closed in production (404).
 */
function webhookSecret(production: boolean): string | null {
  const value = process.env.CMS_WEBHOOK_SECRET?.trim() || null;
  if (production && value !== null && value.length < WEBHOOK_SECRET_MIN) {
    throw new Error(
      `CMS_WEBHOOK_SECRET must be at least ${WEBHOOK_SECRET_MIN} characters in production (got ${value.length}); generate one with: openssl rand -hex 32`,
    );
  }
  return value;
}

/** Shortest PREVIEW_SECRET accepted in production (the CMS checks the same). */
export const PREVIEW_SECRET_MIN = 32;

/**
 * PREVIEW_SECRET (shared with the CMS, which puts it in the preview links it builds) and
 * CMS_PREVIEW_TOKEN (the read-only API token the web reads drafts with): preview is on only
 * with both. In production a secret under 32 characters, or a secret without a token, stops
 * the start. CMS_ADMIN_ORIGIN: the admin that may frame a preview (default: CMS_URL's origin).
 */
function previewSettings(
  production: boolean,
  cmsUrl: string,
): { previewSecret: string | null; cmsAdminOrigin: string } {
  const secret = process.env.PREVIEW_SECRET?.trim() || null;
  const token = process.env.CMS_PREVIEW_TOKEN?.trim() || null;
  if (production && secret !== null && secret.length < PREVIEW_SECRET_MIN) {
    throw new Error(
      `PREVIEW_SECRET must be at least ${PREVIEW_SECRET_MIN} characters in production (got ${secret.length}); generate one with: openssl rand -hex 32`,
    );
  }
  if (production && secret !== null && token === null) {
    throw new Error(
      'PREVIEW_SECRET is set but CMS_PREVIEW_TOKEN is not; create a read-only API token in the CMS admin (Settings > API Tokens) and set it as CMS_PREVIEW_TOKEN, or unset PREVIEW_SECRET to turn preview off',
    );
  }
  return {
    previewSecret: secret !== null && token !== null ? secret : null,
    cmsAdminOrigin: new URL(url('CMS_ADMIN_ORIGIN', cmsUrl)).origin,
  };
}

/**
 * PORT (3000), HOST (127.0.0.1), CMS_URL, SITE_URL (the public address; form posts must come from
 * its origin), TRUST_PROXY (which proxies may set X-Forwarded-For/-Proto; see parseTrustProxy),
 * CMS_CACHE_TTL_MS (how long a page and the CMS answers behind it are reused; the app reads it
 * too, app/lib/env.server.ts), CMS_WEBHOOK_SECRET (checked here at start, used by the app),
 * REDIS_URL (where the CMS broadcasts content changes; the app's rate limit checks its form).
 * PREVIEW_SECRET, CMS_PREVIEW_TOKEN and CMS_ADMIN_ORIGIN (preview, see previewSettings).
 * MEDIA_ORIGINS: where pages may load images from besides the site (the S3 bucket's or CDN's
 * public address when the CMS keeps uploads there; docs/decisions/015-cms-shared-uploads-on-s3.md).
 */
export type ServerEnv = ReturnType<typeof serverEnv>;

export function serverEnv() {
  const production = process.env.NODE_ENV === 'production';
  const cmsUrl = url('CMS_URL', 'http://127.0.0.1:1337');
  return {
    port: port('PORT', 3000),
    host: process.env.HOST?.trim() || '127.0.0.1',
    cmsUrl,
    siteOrigin: new URL(url('SITE_URL', 'http://localhost:3000')).origin,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    production,
    webhookSecret: webhookSecret(production),
    pageCacheTtlMs: milliseconds('CMS_CACHE_TTL_MS', 1000),
    redisUrl: process.env.REDIS_URL?.trim() || null,
    mediaOrigins: origins('MEDIA_ORIGINS'),
    ...previewSettings(production, cmsUrl),
  };
}
