import { createHash, timingSafeEqual } from 'node:crypto';
import { data } from 'react-router';
import { purgeCmsCache } from '~/lib/cms-cache.server';
import { env } from '~/lib/env.server';
import type { Route } from './+types/cms-webhook-route';
import { webhookFailures } from './webhook-failures.server';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** SHA-256 first, so the comparison takes the same time whatever the lengths. */
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header is `Bearer <secret>`, compared in constant time. */
export function carriesSecret(authorization: string | null, secret: string): boolean {
  return timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${secret}`));
}

/**
 * `POST /webhooks/cms`: the CMS calls it on publish so the next request reads fresh content:
 * the CMS answers are forgotten, then the pages rendered from them.
 * It must carry CMS_WEBHOOK_SECRET as `Authorization: Bearer <secret>` (in production the web
 * does not start with one shorter than 32 characters, lib/env.server.ts; without one the webhook
 * is closed there). A client with 10 failures in a minute gets 429 with Retry-After, even with the
 * right secret, until the minute is over.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { webhookSecret: secret, production } = env();
  // In production the webhook needs its secret; without one it stays closed.
  if (!secret && production) {
    return data({ ok: false }, { status: 404, headers: NO_STORE });
  }
  if (secret) {
    const client = context.clientIp ?? 'unknown';
    const blocked = await webhookFailures.blocked(client);
    if (blocked) {
      return data(
        { ok: false },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': String(blocked.retryAfterSeconds) } },
      );
    }
    if (!carriesSecret(request.headers.get('authorization'), secret)) {
      await webhookFailures.count(client);
      return data({ ok: false }, { status: 401, headers: NO_STORE });
    }
  }
  purgeCmsCache();
  context.purgePages?.();
  return data({ ok: true }, { headers: NO_STORE });
}

export function loader() {
  return data({ ok: false }, { status: 405, headers: { Allow: 'POST', ...NO_STORE } });
}
