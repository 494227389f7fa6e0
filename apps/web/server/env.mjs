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

/** PORT (3000), HOST (127.0.0.1), CMS_URL, TRUST_PROXY (which proxies may set X-Forwarded-For). */
export function serverEnv() {
  return {
    port: port('PORT', 3000),
    host: process.env.HOST?.trim() || '127.0.0.1',
    cmsUrl: url('CMS_URL', 'http://127.0.0.1:1337'),
    trustProxy: process.env.TRUST_PROXY?.trim() || 'loopback',
    production: process.env.NODE_ENV === 'production',
  };
}
