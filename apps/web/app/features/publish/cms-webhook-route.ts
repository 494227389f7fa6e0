import { SeenIds, SIGNATURE_HEADER, verifyWebhook } from '@brilla/signed';
import { data } from 'react-router';
import { purgeCmsCache } from '~/lib/cms-cache.server';
import { env } from '~/lib/env.server';
import { readBodyUpTo } from '~/lib/read-body.server';
import { webhookFailures } from '~/lib/secret-failures.server';
import type { Route } from './+types/cms-webhook-route';

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The ids of the calls this process accepted, while their signatures are fresh. */
const seen = new SeenIds();
/** A purge call is a few dozen bytes; anything much longer is not one. */
const MAX_BODY = 4096;

/**
 * `POST /webhooks/cms`: the CMS calls it on publish so the next request reads fresh content:
 * the CMS answers are forgotten, then the pages rendered from them.
 * It must be signed with CMS_WEBHOOK_SECRET (`@brilla/signed`: within 5 minutes, each
 * call once, so a captured call cannot be replayed; in production the web does not start with a
 * secret shorter than 32 characters, lib/env.server.ts; without one the webhook is closed there).
 * A client with 10 failures in a minute gets 429 with Retry-After, even rightly signed, until
 * the minute is over.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { webhookSecret: secret, production } = env();
  // In production the webhook needs its secret; without one it stays closed.
  if (!secret && production) {
    return data({ ok: false }, { status: 404, headers: NO_STORE });
  }
  if (secret) {
    // Stryker disable next-line StringLiteral: any one key for the clients of no known address counts them together
    const client = context.clientIp ?? 'unknown';
    const blocked = await webhookFailures.blocked(client);
    if (blocked) {
      return data(
        { ok: false },
        { status: 429, headers: { ...NO_STORE, 'Retry-After': String(blocked.retryAfterSeconds) } },
      );
    }
    const bytes = request.body
      ? // Stryker disable next-line ArrowFunction: an unreadable body as undefined is refused as malformed, as null is.
        await readBodyUpTo(request.body, MAX_BODY).catch(() => null)
      : null;
    const verdict = bytes
      ? verifyWebhook(
          secret,
          request.headers.get(SIGNATURE_HEADER),
          new TextDecoder().decode(bytes),
          seen,
        )
      : ({ ok: false, reason: 'malformed' } as const);
    if (!verdict.ok) {
      await webhookFailures.count(client);
      return data({ ok: false, reason: verdict.reason }, { status: 401, headers: NO_STORE });
    }
  }
  purgeCmsCache();
  context.purgePages?.();
  return data({ ok: true }, { headers: NO_STORE });
}

export function loader() {
  return data({ ok: false }, { status: 405, headers: { Allow: 'POST', ...NO_STORE } });
}
