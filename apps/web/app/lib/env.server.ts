/** The web server's settings, read and checked once; raw `process.env` is read nowhere else. */
export type WebEnv = {
  cmsUrl: string;
  siteUrl: string;
  cmsTimeoutMs: number;
  /** How long a CMS answer is reused before asking again (a stale copy also covers CMS outages). */
  cmsCacheTtlMs: number;
  /** Contact messages accepted per client and window. */
  contactRatePoints: number;
  contactRateWindowSeconds: number;
  /** Redis shared by the web replicas for the contact limit; unset: each process counts alone. */
  redisUrl: string | null;
  /** Shared secret of the CMS publish webhook; unset: the webhook is open (local use). */
  webhookSecret: string | null;
  /**
   * Preview (app/features/preview): the secret the CMS's preview links carry and the read-only
   * API token drafts are read with. Null unless both PREVIEW_SECRET and CMS_PREVIEW_TOKEN are set
   * (server/env.ts checks them at start).
   */
  preview: { secret: string; token: string } | null;
  production: boolean;
};

function readUrl(name: string, fallback: string): string {
  const raw = process.env[name]?.trim() || fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} is not a URL (got '${raw}'); use http://host:port`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} is not a URL (got '${raw}'); use http://host:port`);
  }
  return url.origin + url.pathname.replace(/\/+$/, '');
}

function readInt(name: string, fallback: number, unit: string, min = 1): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be a whole number of ${unit}, at least ${min} (got '${raw}')`);
  }
  return value;
}

function readRedisUrl(name: string): string | null {
  const raw = process.env[name]?.trim();
  if (!raw) return null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'redis:' || url.protocol === 'rediss:') return raw;
  } catch {
    // Reported below.
  }
  const shown = raw.replace(/:[^:@/]*@/, ':***@');
  throw new Error(`${name} is not a Redis URL (got '${shown}'); use redis://host:6379`);
}

function readPreview(): WebEnv['preview'] {
  const secret = process.env.PREVIEW_SECRET?.trim();
  const token = process.env.CMS_PREVIEW_TOKEN?.trim();
  return secret && token ? { secret, token } : null;
}

let cached: WebEnv | undefined;

export function env(): WebEnv {
  cached ??= {
    cmsUrl: readUrl('CMS_URL', 'http://127.0.0.1:1337'),
    siteUrl: readUrl('SITE_URL', 'http://localhost:3000'),
    cmsTimeoutMs: readInt('CMS_TIMEOUT_MS', 5000, 'milliseconds'),
    cmsCacheTtlMs: readInt('CMS_CACHE_TTL_MS', 1000, 'milliseconds', 0),
    contactRatePoints: readInt('CONTACT_RATE_LIMIT_POINTS', 10, 'messages'),
    contactRateWindowSeconds: readInt('CONTACT_RATE_LIMIT_DURATION', 600, 'seconds'),
    redisUrl: readRedisUrl('REDIS_URL'),
    webhookSecret: process.env.CMS_WEBHOOK_SECRET?.trim() || null,
    preview: readPreview(),
    production: process.env.NODE_ENV === 'production',
  };
  return cached;
}

/** Tests change variables between cases; this forgets the checked copy. */
export function resetEnvForTests(): void {
  cached = undefined;
}
