import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { pinoHttp } from 'pino-http';
import { runInRequest } from '../app/lib/request-context.server';
import type { Logger } from './logger';

/** An id a proxy may hand on: short, and nothing a log line or a header could be broken by. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/**
 * Whether the peer on the socket is a proxy the app trusts (TRUST_PROXY, compiled by Express as
 * its `trust proxy fn` setting, what `req.ip` believes `X-Forwarded-For` with).
 */
function fromTrustedProxy(req: Request): boolean {
  const trust: unknown = req.app.get('trust proxy fn');
  return typeof trust === 'function' && trust(req.socket.remoteAddress ?? '', 0) === true;
}

/** The proxy's `X-Request-Id` (nginx's `$request_id`) when it may set one, else a new UUID. */
function requestIdOf(req: Request): string {
  const given = req.headers['x-request-id'];
  if (typeof given === 'string' && SAFE_REQUEST_ID.test(given) && fromTrustedProxy(req)) {
    return given;
  }
  return randomUUID();
}

/** The path only: a query string may carry what a visitor typed (e-mail, names, tokens). */
function pathOf(req: Request): string {
  const url = req.originalUrl || req.url;
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

/**
 * What one access line says, nothing more: never headers (cookies, Authorization), the query
 * string or a body (contact messages are personal data).
 */
function accessFields(req: Request, res: Response, durationMs: unknown) {
  return {
    method: req.method,
    path: pathOf(req),
    status: res.statusCode,
    duration_ms: durationMs,
    client: req.ip,
  };
}

/**
 * Gives each request an id (echoed in `X-Request-Id`, carried to the CMS calls made for it by
 * app/lib/request-context.server.ts) and writes one JSON access line when it ends:
 * `request_id`, `method`, `path`, `status`, `duration_ms`, `client` (`req.ip`), named as in
 * nginx's line (deploy/nginx.conf) where they mean the same, so both lines of a request read alike.
 */
export function requestLog(logger: Logger): RequestHandler[] {
  const log = pinoHttp<Request, Response>({
    logger,
    genReqId: (req, res) => {
      const id = requestIdOf(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customAttributeKeys: { reqId: 'request_id', responseTime: 'duration_ms' },
    // Only the id is bound to the request's logger; the access line is built below.
    quietReqLogger: true,
    quietResLogger: true,
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessObject: (req, res, values: { duration_ms?: unknown }) =>
      accessFields(req, res, values.duration_ms),
    // A 5xx is logged at `error` with the same fields (the failure itself is the app's to log).
    customErrorObject: (req, res, _error, values: { duration_ms?: unknown }) =>
      accessFields(req, res, values.duration_ms),
  });
  const context: RequestHandler = (req, _res, next) =>
    runInRequest(String((req as IncomingMessage).id), next);
  return [log, context];
}
