import type { Core } from '@strapi/strapi';

/** Query parameters that select unpublished versions (Strapi 5, and v4's name for the same). */
const DRAFT_PARAMS = new Set(['status', 'publicationState', 'hasPublishedVersion']);

function rootKey(part: string): string {
  const rawKey = part.split('=')[0] ?? '';
  let key = rawKey;
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    // A malformed escape stays as written; qs will not decode it either.
  }
  // qs reads "[status]=x" as "status=x" too.
  if (key.startsWith('[')) key = key.slice(1);
  return key.split(/[[\]]/)[0] ?? '';
}

/** Removes every draft-selecting parameter, leaving the others byte for byte. */
export function stripDraftParams(querystring: string): string {
  if (querystring === '') return querystring;
  return querystring
    .split('&')
    .filter((part) => !DRAFT_PARAMS.has(rootKey(part)))
    .join('&');
}

/**
 * Anonymous content-API callers only ever read published versions: with `find` permission,
 * Strapi would otherwise answer `?status=draft` with unpublished drafts. Authenticated calls
 * (API tokens, for previews) keep the parameter.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  return async (
    ctx: { path: string; querystring: string; get: (h: string) => string },
    next: () => Promise<void>,
  ) => {
    if (ctx.path.startsWith(prefix) && ctx.get('authorization') === '') {
      const stripped = stripDraftParams(ctx.querystring);
      if (stripped !== ctx.querystring) ctx.querystring = stripped;
    }
    await next();
  };
};
