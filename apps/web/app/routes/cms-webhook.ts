import { data } from 'react-router';
import { purgeCmsCache } from '~/lib/cms-cache.server';
import { env } from '~/lib/env.server';
import { purgePagesOf } from '~/lib/load-context';
import type { Route } from './+types/cms-webhook';

/**
 * `POST /webhooks/cms`: the CMS calls it on publish so the next request reads fresh content:
 * the CMS answers are forgotten, then the pages rendered from them.
 * It must carry CMS_WEBHOOK_SECRET as `Authorization: Bearer <secret>` (required in production).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { webhookSecret: secret, production } = env();
  // In production the webhook needs its secret; without one it stays closed.
  if (!secret && production) {
    return data({ ok: false }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  if (secret && request.headers.get('authorization') !== `Bearer ${secret}`) {
    return data({ ok: false }, { status: 401, headers: { 'Cache-Control': 'no-store' } });
  }
  purgeCmsCache();
  purgePagesOf(context);
  return data({ ok: true }, { headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  return data(
    { ok: false },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'no-store' } },
  );
}
