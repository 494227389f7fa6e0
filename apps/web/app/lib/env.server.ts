import { API_TOKEN_MIN, resolveApiToken } from '@brilla/signed';
import { CONTACT_RATE_LIMIT } from '@brilla/validation';
import { z } from 'zod';

/**
 * The web's settings: one schema for the Express server (server/) and the app, checked once
 * when the server starts (server/start.ts calls `loadEnv`), every problem listed at once. Raw
 * `process.env` is read nowhere else. README "Configuration" lists the variables.
 */

/** Express's `trust proxy`: a hop count, true/false, or its list of addresses/subnets/names. */
export type TrustProxy = number | boolean | string;

/** pino's levels, from the fewest lines to the most; `silent` logs nothing (tests use it). */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type WebEnv = {
  /** NODE_ENV is `production`: short secrets and a preview secret without token stop the start. */
  production: boolean;
  port: number;
  host: string;
  cmsUrl: string;
  /**
   * The web's credential at the CMS (CMS_API_TOKEN), sent on every call: the CMS answers its
   * content API and contact route to nobody else. Development's shared value when unset outside
   * production.
   */
  cmsApiToken: string;
  /** The public address (canonical links, sitemap); form posts must come from its origin. */
  siteUrl: string;
  siteOrigin: string;
  trustProxy: TrustProxy;
  cmsTimeoutMs: number;
  /** How long a CMS answer and a rendered page are reused (a stale copy covers CMS outages). */
  cmsCacheTtlMs: number;
  /** Contact messages accepted per client and window. */
  contactRatePoints: number;
  contactRateWindowSeconds: number;
  /**
   * Redis shared by the web replicas (contact limit, the CMS's content-change broadcast);
   * unset: each process counts alone and only the webhook purges.
   */
  redisUrl: string | null;
  /** Shared secret of the CMS publish webhook; unset: open locally, closed in production. */
  webhookSecret: string | null;
  /**
   * Preview (app/features/preview): the secret the CMS's preview links carry and the read-only
   * API token drafts are read with. Null unless both PREVIEW_SECRET and CMS_PREVIEW_TOKEN are set.
   */
  preview: { secret: string; token: string } | null;
  /** The CMS admin that may frame a preview answer (default: CMS_URL's origin). */
  cmsAdminOrigin: string;
  /**
   * Where pages may load images from besides the site: the S3 bucket's or CDN's public address
   * when the CMS keeps uploads there (docs/decisions/015-cms-shared-uploads-on-s3.md); none unset.
   */
  mediaOrigins: string[];
  /** How long a stop (SIGTERM, SIGINT) waits for requests in flight before exiting with 1. */
  shutdownTimeoutMs: number;
  /** How often this process hands its visit counts to the CMS (features/visits). */
  visitFlushMs: number;
  /** Visit beacons taken per client and minute. */
  visitRatePoints: number;
  /** The JSON log's level (server/logger.ts). */
  logLevel: LogLevel;
  /** The second port, on HOST, that serves only `GET /metrics` (server/metrics.ts); null: none. */
  metricsPort: number | null;
};

/** Shortest CMS_WEBHOOK_SECRET and PREVIEW_SECRET accepted in production (the CMS checks the same). */
const WEBHOOK_SECRET_MIN = 32;
const PREVIEW_SECRET_MIN = 32;

/** Every problem of the settings, one line each, naming the variable and what to set. */
export class EnvError extends Error {
  override name = 'EnvError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(
      `The web's settings are wrong (${problems.length}); fix them and start again:\n${problems
        .map((problem) => `- ${problem}`)
        .join('\n')}`,
    );
    this.problems = problems;
  }
}

/** Every problem is zod's custom issue; `parseEnv` reads only its path and message. */
// Stryker disable next-line StringLiteral: parseEnv reads an issue's path and message, never its code
const CUSTOM = 'custom' as const;

/** A variable as given: unset, empty and blank all mean "not set". */
const setting = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** Messages name no variable: `parseEnv` puts the name (the issue's path) in front. */
function httpUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

function url(fallback: string) {
  return setting.transform((raw, ctx) => {
    const value = raw ?? fallback;
    const parsed = httpUrl(value);
    if (parsed !== null) return parsed;
    ctx.addIssue({
      code: CUSTOM,
      message: `is not a URL (got '${value}'); use http://host:port`,
    });
    return z.NEVER;
  });
}

/** An origin, or undefined when unset (the caller picks the default). */
const origin = setting.transform((raw, ctx) => {
  if (raw === undefined) return undefined;
  const parsed = httpUrl(raw);
  if (parsed !== null) return new URL(parsed).origin;
  ctx.addIssue({ code: CUSTOM, message: `is not a URL (got '${raw}'); use http://host:port` });
  return z.NEVER;
});

/** A comma-separated list of http(s) URLs, each reduced to its origin (what a CSP source needs). */
const origins = setting.transform((raw, ctx) => {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
  const result: string[] = [];
  for (const item of items) {
    const parsed = httpUrl(item);
    if (parsed === null) {
      ctx.addIssue({
        code: CUSTOM,
        message: `has '${item}', which is not an http(s) URL; give comma-separated addresses such as https://media.example.com`,
      });
      return z.NEVER;
    }
    result.push(new URL(parsed).origin);
  }
  return result;
});

function port<F extends number | null>(fallback: F) {
  return setting.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= 0 && value <= 65535) return value;
    ctx.addIssue({
      code: CUSTOM,
      message: `must be a port number between 0 and 65535 (got '${raw}')`,
    });
    return z.NEVER;
  });
}

/**
 * How long CMS answers and rendered pages are reused when CMS_CACHE_TTL_MS is not set. A second
 * when nothing tells this web that content changed. A minute when something does (the CMS's
 * broadcast through REDIS_URL, or its signed webhook, CMS_WEBHOOK_SECRET): a publish then purges
 * at once, and the TTL is only the net for a purge that was missed; rendering every page again
 * every second would only spend CPU (docs/decisions/036-web-page-cache.md).
 */
const CACHE_TTL_MS = { unpurged: 1000, purged: 60_000 } as const;

function wholeNumber<F extends number | null>(fallback: F, unit: string, min: number) {
  return setting.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= min) return value;
    ctx.addIssue({
      code: CUSTOM,
      message: `must be a whole number of ${unit}, at least ${min} (got '${raw}')`,
    });
    return z.NEVER;
  });
}

const logLevel = setting.transform((raw, ctx) => {
  const value = (raw ?? 'info').toLowerCase();
  const level = LOG_LEVELS.find((known) => known === value);
  if (level) return level;
  ctx.addIssue({
    code: CUSTOM,
    message: `must be one of ${LOG_LEVELS.join(', ')} (got '${raw}')`,
  });
  return z.NEVER;
});

const redisUrl = setting.transform((raw, ctx) => {
  if (raw === undefined) return null;
  try {
    const { protocol } = new URL(raw);
    if (protocol === 'redis:' || protocol === 'rediss:') return raw;
  } catch {
    // Reported below.
  }
  const shown = raw.replace(/:[^:@/]*@/, ':***@');
  ctx.addIssue({
    code: CUSTOM,
    message: `is not a Redis URL (got '${shown}'); use redis://host:6379`,
  });
  return z.NEVER;
});

/** CMS_API_TOKEN: required in production (random, 32+ characters); any value, or development's, otherwise. */
function apiToken(production: boolean) {
  return setting.transform((raw, ctx) => {
    const resolved = resolveApiToken(raw, production);
    if ('token' in resolved) return resolved.token;
    ctx.addIssue({
      code: CUSTOM,
      message: `${resolved.problem}; production needs the CMS's value (random, at least ${API_TOKEN_MIN} characters, e.g. openssl rand -hex 32), set the same on both`,
    });
    return z.NEVER;
  });
}

/** A shared secret: any length in development, at least `min` characters in production. */
function secret(production: boolean, min: number) {
  return setting.transform((raw, ctx) => {
    if (raw === undefined) return null;
    if (!production || raw.length >= min) return raw;
    ctx.addIssue({
      code: CUSTOM,
      message: `must be at least ${min} characters in production (got ${raw.length}); generate one with: openssl rand -hex 32`,
    });
    return z.NEVER;
  });
}

/**
 * Express's `trust proxy` from TRUST_PROXY: a hop count ("1": the one proxy in front, nginx),
 * `true`/`false`, or Express's own list of addresses/subnets/names ("loopback, 10.0.0.0/8").
 * Express would read the string "1" as an address, so numbers become numbers.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() || 'loopback';
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function schema(production: boolean) {
  return (
    z
      .object({
        PORT: port(3000),
        HOST: setting.transform((raw) => raw ?? '127.0.0.1'),
        CMS_URL: url('http://127.0.0.1:1337'),
        CMS_API_TOKEN: apiToken(production),
        SITE_URL: url('http://localhost:3000'),
        TRUST_PROXY: setting.transform(parseTrustProxy),
        CMS_TIMEOUT_MS: wholeNumber(5000, 'milliseconds', 1),
        CMS_CACHE_TTL_MS: wholeNumber(null, 'milliseconds', 0),
        // The CMS's defaults: the web never lets through more than the CMS accepts per client.
        CONTACT_RATE_LIMIT_POINTS: wholeNumber(CONTACT_RATE_LIMIT.points, 'messages', 1),
        CONTACT_RATE_LIMIT_DURATION: wholeNumber(CONTACT_RATE_LIMIT.durationSeconds, 'seconds', 1),
        REDIS_URL: redisUrl,
        CMS_WEBHOOK_SECRET: secret(production, WEBHOOK_SECRET_MIN),
        PREVIEW_SECRET: secret(production, PREVIEW_SECRET_MIN),
        CMS_PREVIEW_TOKEN: setting,
        CMS_ADMIN_ORIGIN: origin,
        MEDIA_ORIGINS: origins,
        SHUTDOWN_TIMEOUT_MS: wholeNumber(10_000, 'milliseconds', 1),
        VISIT_FLUSH_MS: wholeNumber(15_000, 'milliseconds', 100),
        VISIT_RATE_LIMIT_POINTS: wholeNumber(60, 'beacons', 1),
        LOG_LEVEL: logLevel,
        METRICS_PORT: port(null),
      })
      // Preview needs both: in production a secret alone stops the start (in development preview
      // is simply off). Checked even when other variables are wrong, so all show at once.
      .superRefine(
        (values, ctx) => {
          if (!production || !values.PREVIEW_SECRET || values.CMS_PREVIEW_TOKEN) return;
          ctx.addIssue({
            code: CUSTOM,
            path: ['PREVIEW_SECRET'],
            message:
              'is set but CMS_PREVIEW_TOKEN is not; create a read-only API token in the CMS admin (Settings > API Tokens) and set it as CMS_PREVIEW_TOKEN, or unset PREVIEW_SECRET to turn preview off',
          });
        },
        { when: () => true },
      )
      // Metrics are never public: they need a port of their own, which the proxy does not serve.
      .superRefine((values, ctx) => {
        if (!values.METRICS_PORT || values.METRICS_PORT !== values.PORT) return;
        ctx.addIssue({
          code: CUSTOM,
          path: ['METRICS_PORT'],
          message: `is PORT (${values.PORT}); give metrics a port of their own (such as 9464) or unset it`,
        });
      })
      .transform(
        (values): WebEnv => ({
          production,
          port: values.PORT,
          host: values.HOST,
          cmsUrl: values.CMS_URL,
          cmsApiToken: values.CMS_API_TOKEN,
          siteUrl: values.SITE_URL,
          siteOrigin: new URL(values.SITE_URL).origin,
          trustProxy: values.TRUST_PROXY,
          cmsTimeoutMs: values.CMS_TIMEOUT_MS,
          cmsCacheTtlMs:
            values.CMS_CACHE_TTL_MS ??
            (values.REDIS_URL || values.CMS_WEBHOOK_SECRET
              ? CACHE_TTL_MS.purged
              : CACHE_TTL_MS.unpurged),
          contactRatePoints: values.CONTACT_RATE_LIMIT_POINTS,
          contactRateWindowSeconds: values.CONTACT_RATE_LIMIT_DURATION,
          redisUrl: values.REDIS_URL,
          webhookSecret: values.CMS_WEBHOOK_SECRET,
          preview:
            values.PREVIEW_SECRET && values.CMS_PREVIEW_TOKEN
              ? { secret: values.PREVIEW_SECRET, token: values.CMS_PREVIEW_TOKEN }
              : null,
          cmsAdminOrigin: values.CMS_ADMIN_ORIGIN ?? new URL(values.CMS_URL).origin,
          mediaOrigins: values.MEDIA_ORIGINS,
          shutdownTimeoutMs: values.SHUTDOWN_TIMEOUT_MS,
          visitFlushMs: values.VISIT_FLUSH_MS,
          visitRatePoints: values.VISIT_RATE_LIMIT_POINTS,
          logLevel: values.LOG_LEVEL,
          metricsPort: values.METRICS_PORT,
        }),
      )
  );
}

/** The settings in `source` (process.env, or a test's own); throws an EnvError naming every problem. */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): WebEnv {
  const result = schema(source.NODE_ENV === 'production').safeParse(source);
  if (result.success) return result.data;
  throw new EnvError(
    // Every issue names one variable (its path), which the line starts with.
    result.error.issues.map((issue) => [...issue.path.map(String), issue.message].join(' ')),
  );
}

let loaded: WebEnv | undefined;

/** Reads and checks process.env once; the server calls it before it listens. */
export function loadEnv(): WebEnv {
  loaded ??= parseEnv(process.env);
  return loaded;
}

/** The checked settings (loaded at start; a test rendering the app alone loads them here). */
export function env(): WebEnv {
  return loaded ?? loadEnv();
}

/** Tests change variables between cases; this forgets the checked copy. */
export function resetEnvForTests(): void {
  loaded = undefined;
}
