import { randomBytes } from 'node:crypto';
import { STACK_API_TOKEN } from '@brilla/testkit';
import { beforeEach } from 'vitest';
import { ADMIN } from './stack';

export type Json = Record<string, unknown>;
export type Reply = { status: number; headers: Headers; text: string; json: Json; ms: number };

/**
 * Client addresses that no other run (or file) uses: 2001:db8::/32 (documentation) with a random
 * 32-bit scope, so rate-limit counters left in Redis by earlier runs never interfere.
 */
export function addressPool(): (index: number) => string {
  const scope = randomBytes(4).toString('hex');
  return (index) => `2001:db8:${scope.slice(0, 4)}:${scope.slice(4)}::${index.toString(16)}`;
}

/**
 * What each try of a test sends from (vitest.config.ts runs a failed test once more): clients
 * with no rate-limit count yet, and a new id for its e-mail addresses, titles and slugs, so a
 * retry never meets the messages or limits of the try before.
 */
export function freshPerTry(): { address: (index: number) => string; id: string } {
  const fresh = { address: addressPool(), id: '' };
  beforeEach(() => {
    fresh.address = addressPool();
    fresh.id = randomBytes(4).toString('hex');
  });
  return fresh;
}

export async function send(
  url: string,
  init: RequestInit = {},
  timeoutMs = 15_000,
): Promise<Reply> {
  const started = performance.now();
  const response = await fetch(url, {
    redirect: 'manual',
    ...init,
    signal: AbortSignal.timeout(timeoutMs),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: Json = {};
  try {
    json = text ? (JSON.parse(text) as Json) : {};
  } catch {
    // Not JSON (HTML pages).
  }
  return { status: response.status, headers: response.headers, text, json, ms };
}

export type ContactData = {
  name?: unknown;
  email?: unknown;
  message?: unknown;
  language?: unknown;
  pagePath?: unknown;
  website?: unknown;
};

/** The web's credential: the CMS answers its content API and contact route to nobody else. */
export const WEB_TOKEN = { authorization: `Bearer ${STACK_API_TOKEN}` };

/** POST /api/contact-submissions on a CMS, as the web server does (X-Forwarded-For: visitor). */
export function postContact(cmsUrl: string, data: ContactData | unknown, ip: string) {
  return send(`${cmsUrl}/api/contact-submissions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...WEB_TOKEN },
    body: JSON.stringify({ data }),
  });
}

/** A form post to a web page without JavaScript (the contact form's no-JS path). */
export function postForm(webUrl: string, path: string, fields: Record<string, string>, ip: string) {
  return send(`${webUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip,
      origin: webUrl,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** An admin session token on `cmsUrl` (the stack's admin unless another is given). */
export async function adminToken(
  cmsUrl: string,
  admin: { email: string; password: string } = ADMIN,
): Promise<string> {
  const reply = await send(`${cmsUrl}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  const token = (reply.json.data as Json | undefined)?.token;
  if (reply.status !== 200 || typeof token !== 'string') {
    throw new Error(`admin login on ${cmsUrl} failed: HTTP ${reply.status} ${reply.text}`);
  }
  return token;
}

/** The admin panel's own API (content manager), as an editor's browser calls it. */
export async function adminApi(
  cmsUrl: string,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<Json> {
  const reply = await send(`${cmsUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      ...init.headers,
    },
  });
  if (reply.status >= 300) {
    throw new Error(
      `${init.method ?? 'GET'} ${path} on ${cmsUrl}: HTTP ${reply.status} ${reply.text}`,
    );
  }
  return reply.json;
}

export const SUBMISSIONS =
  '/content-manager/collection-types/api::contact-submission.contact-submission';
export const BLOGS = '/content-manager/collection-types/api::blog.blog';

/** Polls until `check` returns a value (not undefined) or the time is up. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  { timeoutMs = 15_000, intervalMs = 250, what = 'condition' } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(
    `${what} not met within ${timeoutMs} ms${lastError ? ` (last error: ${String(lastError)})` : ''}`,
  );
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}
