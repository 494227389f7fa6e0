/**
 * The one place that reads process.env. Every reader throws an Error that names the variable,
 * what was found and what to do, so a misconfigured start fails loudly and early.
 */

import proxyAddr from 'proxy-addr';

export class EnvError extends Error {
  override name = 'EnvError';
}

function raw(name: string): string | undefined {
  const value = process.env[name];
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

export function envOptional(name: string): string | undefined {
  return raw(name);
}

/**
 * A value exactly as set, surrounding spaces included (a password is any characters); undefined
 * when unset or empty.
 */
export function envVerbatim(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value === '' ? undefined : value;
}

export function envString(name: string, fallback?: string): string {
  const value = raw(name) ?? fallback;
  if (value === undefined) {
    throw new EnvError(
      `${name} is not set; set it in the environment (see apps/cms/.env.example).`,
    );
  }
  return value;
}

/** A required secret; outside production `scripts/ensure-env.mts` writes it into apps/cms/.env. */
export function envSecret(name: string): string {
  const value = raw(name);
  // `strapi build` loads the config but never uses the secrets; an image build has none.
  if (value === undefined && raw('npm_lifecycle_event') === 'build') return 'unset-at-build-time';
  if (value === undefined) {
    throw new EnvError(
      `${name} is not set. Locally, run "pnpm --filter @brilla/cms start" once to generate apps/cms/.env; in production, set ${name} in the environment.`,
    );
  }
  return value;
}

/** APP_KEYS: a comma-separated list of secrets. */
export function envSecretList(name: string): string[] {
  const keys = envSecret(name)
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key !== '');
  if (keys.length === 0) throw new EnvError(`${name} is empty; give comma-separated keys.`);
  return keys;
}

export function envList(name: string, fallback?: string[]): string[] {
  const value = raw(name);
  if (value === undefined) {
    if (fallback) return fallback;
    throw new EnvError(`${name} is not set; give a comma-separated list.`);
  }
  const items = value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  if (items.length === 0) throw new EnvError(`${name} is empty; give a comma-separated list.`);
  return items;
}

export function envInt(
  name: string,
  fallback: number,
  { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {},
): number {
  const value = raw(name);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!/^-?\d+$/.test(value) || !Number.isSafeInteger(parsed) || parsed < min || parsed > max) {
    throw new EnvError(`${name} must be an integer between ${min} and ${max} (got '${value}').`);
  }
  return parsed;
}

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];

export function envBool(name: string, fallback: boolean): boolean {
  const value = raw(name);
  if (value === undefined) return fallback;
  const lower = value.toLowerCase();
  if (TRUE.includes(lower)) return true;
  if (FALSE.includes(lower)) return false;
  throw new EnvError(`${name} must be true or false (got '${value}').`);
}

export function envUrl(name: string, protocols: readonly string[]): URL | undefined {
  const value = raw(name);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new EnvError(
      `${name} is not a URL (got '${redact(value)}'); use ${protocols[0]}//host:port/…`,
    );
  }
  if (!protocols.includes(url.protocol)) {
    throw new EnvError(
      `${name} must use ${protocols.join(' or ')} (got '${url.protocol}'); unset it for the default.`,
    );
  }
  return url;
}

/**
 * A connection string without its password, for messages and logs: everything from the user's
 * ':' to the last '@' is hidden, so a password that holds '@', '/' or '#' is hidden whole.
 */
export function redact(value: string): string {
  return value.replace(/\/\/([^:/@]*):.*@/, '//$1:***@');
}

export const isProduction = (): boolean => raw('NODE_ENV') === 'production';

/**
 * CMS_TRUSTED_PROXIES: the proxies whose X-Forwarded-For is believed (proxy-addr's syntax:
 * `loopback`, `uniquelocal`, addresses, CIDR ranges, comma-separated). Default: none.
 */
export function trustedProxies(): string[] {
  const list = envList('CMS_TRUSTED_PROXIES', []);
  try {
    proxyAddr.compile(list);
  } catch (error) {
    throw new EnvError(
      `CMS_TRUSTED_PROXIES has an entry that is not an address, a range or a name (${(error as Error).message}); use e.g. "loopback" or "10.0.0.0/8".`,
    );
  }
  return list;
}
