import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from '../lib/request-id';

type Ctx = {
  method: string;
  path: string;
  status: number;
  state: Record<string, unknown>;
  get: (header: string) => string;
  set: (header: string, value: string) => void;
};

/** Field names as the proxy's and the web's JSON lines, so a request's lines read alike. */
export type RequestLine = {
  method: string;
  path: string;
  status: number;
  duration_ms: number;
  request_id: string;
};
type Log = { http: (message: string, fields: RequestLine) => void };

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * First of the global middlewares, in place of strapi::logger (which logs the query string):
 * gives each request an id (the caller's X-Request-Id when safe, else a UUID) kept in
 * ctx.state.requestId, answered in X-Request-Id and carried by every log line written while the
 * request is handled; then logs one line per request: method, path (never the query), status,
 * duration and id, as fields too for the JSON log (config/logger.ts). Bodies, cookies and
 * Authorization are never read here.
 */
export default (_config: unknown, { strapi }: { strapi: { log: Log } }) =>
  async (ctx: Ctx, next: () => Promise<void>) => {
    const started = performance.now();
    const requestId = requestIdOf(ctx.get(REQUEST_ID_HEADER));
    const { method, path } = ctx;
    ctx.state.requestId = requestId;
    ctx.set(REQUEST_ID_HEADER, requestId);
    let status = 500;
    try {
      await withRequestId(requestId, next);
      status = ctx.status;
    } catch (error) {
      // strapi::errors answers errors itself; whatever escapes it is Koa's to answer.
      status = statusOf(error);
      throw error;
    } finally {
      const durationMs = Math.round(performance.now() - started);
      strapi.log.http(`${method} ${path} (${durationMs} ms) ${status} [${requestId}]`, {
        method,
        path,
        status,
        duration_ms: durationMs,
        request_id: requestId,
      });
    }
  };
