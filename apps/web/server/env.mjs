// Settings of the Node server (server.js); the app's own settings live in app/lib/env.server.ts.
function url(name, fallback) {
  const raw = process.env[name]?.trim() || fallback;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('protocol');
    return parsed.origin + parsed.pathname.replace(/\/+$/, '');
  } catch {
    throw new Error(`${name} is not a URL (got '${raw}'); use http://host:port`);
  }
}

function port(name, fallback) {
  const raw = process.env[name]?.trim() || String(fallback);
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number between 0 and 65535 (got '${raw}')`);
  }
  return value;
}

function milliseconds(name, fallback) {
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
export function parseTrustProxy(raw) {
  const value = raw?.trim() || 'loopback';
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/**
 * PORT (3000), HOST (127.0.0.1), CMS_URL, SITE_URL (the public address; form posts must come from
 * its origin), TRUST_PROXY (which proxies may set X-Forwarded-For/-Proto; see parseTrustProxy),
 * CMS_CACHE_TTL_MS (how long a page and the CMS answers behind it are reused; the app reads it
 * too, app/lib/env.server.ts).
 */
export function serverEnv() {
  return {
    port: port('PORT', 3000),
    host: process.env.HOST?.trim() || '127.0.0.1',
    cmsUrl: url('CMS_URL', 'http://127.0.0.1:1337'),
    siteOrigin: new URL(url('SITE_URL', 'http://localhost:3000')).origin,
    trustProxy: parseTrustProxy(process.env.TRUST_PROXY),
    production: process.env.NODE_ENV === 'production',
    pageCacheTtlMs: milliseconds('CMS_CACHE_TTL_MS', 1000),
  };
}
