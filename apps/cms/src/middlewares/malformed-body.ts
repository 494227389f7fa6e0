import { answerError } from '../lib/error-body';

type Ctx = {
  status: number;
  body: unknown;
  request: { body?: unknown };
};

function clientStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const { status, httpCode } = error as { status?: unknown; httpCode?: unknown };
  for (const code of [status, httpCode]) {
    if (typeof code === 'number' && code >= 400 && code < 500) return code;
  }
  return null;
}

/**
 * Placed just before strapi::body: an error thrown while the body is still unparsed is the
 * client's malformed body (a broken multipart stream makes formidable throw without an HTTP
 * status, which Strapi answers with 500). It becomes a 400 in Strapi's error shape; errors of
 * anything after the parser pass through untouched.
 */
export default () => async (ctx: Ctx, next: () => Promise<void>) => {
  try {
    await next();
  } catch (error) {
    if (ctx.request.body !== undefined) throw error;
    const known = clientStatus(error);
    if (known !== null && (error as { expose?: unknown }).expose === true) throw error;
    const status = known ?? 400;
    answerError(
      ctx,
      status,
      status === 413 ? 'PayloadTooLargeError' : 'BadRequestError',
      status === 413 ? 'Request body too large' : 'Malformed request body',
    );
  }
};
