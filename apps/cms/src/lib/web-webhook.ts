import { connectRedis, type SharedRedis } from '@brilla/rate-limit';
import { SIGNATURE_HEADER, signWebhook } from '@brilla/signed';
import { CONTENT_CHANGED_CHANNEL, type ContentChanged, PUBLIC_TYPES } from '@brilla/types';
import type { Core } from '@strapi/strapi';
import { EnvError, envInt, envOptional, envUrl, isProduction } from '../env';
import { closeOnDestroy } from './closers';

/**
 * Tells the web replicas that public content changed, so their caches forget it
 * (docs/decisions/031-web-data-flow.md, 039-content-change-broadcast.md). With REDIS_URL the
 * change is published on the `CONTENT_CHANGED_CHANNEL` channel, which every web replica
 * subscribes to, however many there are. Without Redis (one machine, `pnpm start`), or for webs
 * outside it, `WEB_WEBHOOK_URLS` is a comma-separated list of `<web>/webhooks/cms` addresses
 * called, each call signed with `CMS_WEBHOOK_SECRET` (`@brilla/signed`: a timestamp and
 * an id under an HMAC, so a captured call cannot be replayed).
 *
 * Fire and forget: the call starts after the editor's transaction commits, never delays or fails
 * the editor's action, times out after `WEB_WEBHOOK_TIMEOUT_MS`, and a failure is only logged.
 */

/** Content the public site shows (@brilla/types' CONTENT_TYPES); a change to it must reach the web. */
const PUBLIC_CONTENT: ReadonlySet<string> = new Set(PUBLIC_TYPES);

export type WebhookConfig = { urls: string[]; secret: string | undefined; timeoutMs: number };

export function webhookConfig(): WebhookConfig {
  const urls = (envOptional('WEB_WEBHOOK_URLS') ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  for (const url of urls) {
    // Stryker disable next-line StringLiteral: kept only when the URL does not parse, and refused whatever it holds.
    let protocol = '';
    try {
      protocol = new URL(url).protocol;
    } catch {
      // Reported below.
    }
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new EnvError(
        `WEB_WEBHOOK_URLS must be comma-separated http(s) URLs (got '${url}'); e.g. http://web:3000/webhooks/cms.`,
      );
    }
  }
  const secret = envOptional('CMS_WEBHOOK_SECRET');
  if (isProduction() && secret !== undefined && secret.length < 32) {
    throw new EnvError(
      `CMS_WEBHOOK_SECRET has ${secret.length} characters; production needs at least 32 (e.g. \`openssl rand -base64 32\`), the same on the CMS and the web.`,
    );
  }
  if (isProduction() && urls.length > 0 && secret === undefined) {
    throw new EnvError(
      'WEB_WEBHOOK_URLS is set but CMS_WEBHOOK_SECRET is not; the web refuses unsigned webhooks in production. Set the same secret (at least 32 characters) on the CMS and the web.',
    );
  }
  return {
    urls,
    secret,
    timeoutMs: envInt('WEB_WEBHOOK_TIMEOUT_MS', 2000, { min: 100, max: 60_000 }),
  };
}

type DocumentContext = {
  uid: string;
  action: string;
  params?: { status?: string } | undefined;
  contentType?: { options?: { draftAndPublish?: boolean } } | undefined;
};

/**
 * Whether a Document Service call changes what visitors see: publish, unpublish and delete of a
 * public type; create/update when they publish (`status: 'published'`) or when the type has no
 * drafts (every save is live). Draft saves and discards change nothing public.
 */
export function changesPublicContent(context: DocumentContext): boolean {
  if (!PUBLIC_CONTENT.has(context.uid)) return false;
  switch (context.action) {
    case 'publish':
    case 'unpublish':
    case 'delete':
      return true;
    case 'create':
    case 'update':
      return (
        context.contentType?.options?.draftAndPublish !== true ||
        context.params?.status === 'published'
      );
    default:
      return false;
  }
}

type Log = { warn: (message: string) => void; debug?: (message: string) => void };

/** Publishes the change on Redis; a failure (Redis down) is only logged. */
async function broadcast(redis: SharedRedis, body: ContentChanged, log: Log): Promise<void> {
  try {
    await redis.client.publish(CONTENT_CHANGED_CHANNEL, JSON.stringify(body));
  } catch (error) {
    log.warn(`[content-changed] Redis publish failed (${(error as Error).message})`);
  }
}

/** POSTs `{ event, uid }` to every URL; resolves once all answered or timed out, never rejects. */
export async function notifyWeb(
  config: WebhookConfig,
  body: ContentChanged,
  log: Log,
): Promise<void> {
  const text = JSON.stringify(body);
  await Promise.all(
    config.urls.map(async (url) => {
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            // One signature per call: the web accepts each id once.
            ...(config.secret ? { [SIGNATURE_HEADER]: signWebhook(config.secret, text) } : {}),
          },
          body: text,
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        await response.body?.cancel();
        if (!response.ok) log.warn(`[web-webhook] ${url} answered ${response.status}`);
      } catch (error) {
        const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
        log.warn(`[web-webhook] ${url} failed (${reason})`);
      }
    }),
  );
}

/**
 * Registers the Document Service middleware. Calls made before `arm()` (the first-start seed)
 * send nothing. Several changes within one tick (a publish touches every locale) send one call.
 */
export function registerWebWebhook(strapi: Core.Strapi): { arm: () => void } {
  const config = webhookConfig();
  const redisUrl = envUrl('REDIS_URL', ['redis:', 'rediss:'])?.href;
  const redis = redisUrl ? connectRedis(redisUrl, 'content-changed', strapi.log) : null;
  if (redis) closeOnDestroy(strapi, () => redis.close());
  let armed = false;
  let queued: ContentChanged | null = null;

  const schedule = (event: string, uid: string) => {
    if (queued) return;
    queued = { event, uid };
    setImmediate(() => {
      // Stryker disable next-line LogicalOperator,ObjectLiteral: `queued` is set until this runs; the fallback only satisfies the type.
      const body = queued ?? { event, uid };
      queued = null;
      if (redis) void broadcast(redis, body, strapi.log);
      void notifyWeb(config, body, strapi.log);
    });
  };

  if (config.urls.length > 0 || redis) {
    strapi.documents.use(async (context, next) => {
      const result = await next();
      if (armed && changesPublicContent(context as DocumentContext)) {
        const event = `${context.uid}:${context.action}`;
        // After the surrounding transaction commits (the admin's publish wraps update + publish
        // in one), so the web never re-reads the old version; at once when there is none.
        void strapi.db.transaction(({ onCommit }) => {
          onCommit(() => schedule(event, context.uid));
        });
      }
      return result;
    });
    strapi.log.info(
      `[web-webhook] publish notifications go to ${redis ? 'Redis and ' : ''}${config.urls.length} URL(s)`,
    );
  }
  return {
    arm: () => {
      armed = true;
    },
  };
}
