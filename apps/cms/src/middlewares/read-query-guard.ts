import { answerError } from '../lib/error-body';
import { refusedParameter, TOKEN_ONLY } from '../lib/read-query/allowlist';
import { stripDraftParams } from '../lib/read-query/draft-params';

type Ctx = {
  querystring: string;
  status: number;
  body: unknown;
  state: { auth?: { credentials?: unknown } };
};

/**
 * Route middleware of every content-API read (lib/read-router.ts). It runs after Strapi has
 * authenticated the request, so it decides on the resolved credentials, never on the headers:
 * a request with no or unusable credentials (no header, `Basic x`, `Bearer a b`…) is answered as
 * the public role and is treated as one here. The public reads published versions only (every
 * spelling of `status`/`publicationState` is dropped: Strapi would answer `?status=draft` with
 * drafts) and may send only the web's parameters; an API token may also choose the version.
 * Anything else is a 400 (Strapi lets `filters[$or]=x` reach the database: a 500).
 */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const authenticated = ctx.state.auth?.credentials != null;
  if (!authenticated) {
    const stripped = stripDraftParams(ctx.querystring);
    if (stripped !== ctx.querystring) ctx.querystring = stripped;
  }
  const refused = refusedParameter(ctx.querystring, authenticated ? TOKEN_ONLY : []);
  if (refused !== null) {
    const key = refused.slice(0, 100);
    answerError(ctx, 400, 'ValidationError', `Invalid query parameter ${JSON.stringify(key)}`, {
      key,
    });
    return;
  }
  await next();
};
