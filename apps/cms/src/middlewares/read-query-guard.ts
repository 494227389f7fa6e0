import { isSiteToken } from '../bootstrap/api-tokens';
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
 * authenticated the request, so it decides on the resolved credentials, never on the headers.
 * The site's token (and the public role, which Strapi refuses before this for lack of any
 * permission) reads published versions only: every spelling of `status`/`publicationState` is
 * dropped (Strapi would answer `?status=draft` with drafts), and only the web's parameters pass.
 * Another API token (the preview's) may also choose the version. Anything else is a 400 (Strapi
 * lets `filters[$or]=x` reach the database: a 500).
 */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  const credentials = ctx.state.auth?.credentials;
  const authenticated = credentials != null && !isSiteToken(credentials);
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
