import { AsyncLocalStorage } from 'node:async_hooks';

/** What the server knows of the request being served, wherever the work for it runs. */
type RequestContext = { requestId: string };

/**
 * One store per process, whichever copy of this module asks: the server's own modules and the
 * app's are one bundle in production, but the tests (and Vite's loader) may load them apart.
 */
// Stryker disable next-line StringLiteral: any name both copies ask for is shared; this one only stays clear of other code's
const KEY = Symbol.for('brilla.web.request-context');
const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> };
holder[KEY] ??= new AsyncLocalStorage<RequestContext>();
const store = holder[KEY];

/** Runs `next` (and all it starts) as part of the request `requestId` (server/request-log.ts). */
export function runInRequest<T>(requestId: string, next: () => T): T {
  return store.run({ requestId }, next);
}

/**
 * `X-Request-Id` for a call to the CMS made while serving a request, so the CMS's log line
 * carries the id of the visitor's request (and nginx's); empty outside a request.
 */
export function requestIdHeader(): Record<string, string> {
  const requestId = store.getStore()?.requestId;
  return requestId ? { 'x-request-id': requestId } : {};
}
