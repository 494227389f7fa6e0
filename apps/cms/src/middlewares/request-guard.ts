import { resolveLanguage } from '../lib/accept-language';
import { answerError } from '../lib/error-body';
import { UPLOAD_REFUSALS } from '../lib/upload-refusals';

/** The only routes that take multipart bodies: the media library's uploads (admin and API). */
const UPLOAD_ROUTE = /^\/(api\/)?upload$|^\/upload\/files\/[^/]+\/replace$/;
/** Methods no route of the CMS answers; TRACE would echo the request (cookies included). */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, DELETE, OPTIONS';

type Config = { maxBodyBytes?: number; maxUploadBytes?: number };
type Ctx = {
  method: string;
  path: string;
  status: number;
  body: unknown;
  req: { url?: string };
  request: { length?: number; headers: Record<string, string | string[] | undefined> };
  is: (...types: string[]) => string | false | null;
  set: (header: string, value: string) => void;
};

const ERROR_NAMES = {
  400: 'BadRequestError',
  405: 'MethodNotAllowedError',
  413: 'PayloadTooLargeError',
  415: 'UnsupportedMediaTypeError',
} as const;

function refuse(ctx: Ctx, status: keyof typeof ERROR_NAMES, message: string): void {
  answerError(ctx, status, ERROR_NAMES[status], message);
}

/**
 * Placed before strapi::query and strapi::body. A TRACE/TRACK/CONNECT request is a 405, and a
 * request target that is not a path (absolute form `http://host/x`, `*`) a 400: Koa would
 * otherwise hand them to the router and log a stack trace. strapi::body parses multipart bodies
 * on every path and writes their files to the OS temp directory: multipart is refused (415)
 * anywhere but a POST to the upload routes, before a byte is read, and a body whose declared
 * length is over the limit is refused (413) unread (global::uploads removes parsed files).
 */
export default (config: Config = {}) => {
  const maxBody = config.maxBodyBytes ?? 1024 * 1024;
  const maxUpload = config.maxUploadBytes ?? 50 * 1024 * 1024;
  return async (ctx: Ctx, next: () => Promise<void>) => {
    if (REFUSED_METHODS.has(ctx.method)) {
      ctx.set('Allow', ALLOWED_METHODS);
      refuse(ctx, 405, `The ${ctx.method} method is not supported.`);
      return;
    }
    if (!ctx.req.url?.startsWith('/')) {
      refuse(ctx, 400, 'The request target must be a path.');
      return;
    }
    const multipart = ctx.is('multipart/*');
    const upload = ctx.method === 'POST' && UPLOAD_ROUTE.test(ctx.path);
    if (multipart && !upload) {
      refuse(ctx, 415, 'Multipart bodies are accepted only by the upload routes.');
      return;
    }
    const declared = ctx.request.length;
    if (typeof declared === 'number' && declared > (upload ? maxUpload : maxBody)) {
      // Node reads and drops the unread body after the answer, so the client is not cut off
      // mid-write (an abrupt close would be its EPIPE instead of this 413).
      if (!upload) return refuse(ctx, 413, 'Request body too large');
      // The media library shows this under the file (src/lib/upload-refusals.ts).
      const language = resolveLanguage(
        undefined,
        [ctx.request.headers['accept-language']].flat().join(','),
      );
      refuse(ctx, 413, UPLOAD_REFUSALS[language].tooLarge(Math.round(maxUpload / (1024 * 1024))));
      return;
    }
    await next();
  };
};
