import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** An id the web or the proxy gave is kept when it is this safe to echo and log. */
const SAFE_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The caller's X-Request-Id when it is a safe token (≤ 128 of [A-Za-z0-9._-]), else a new UUID. */
export function requestIdOf(incoming: string | undefined): string {
  return incoming !== undefined && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

const current = new AsyncLocalStorage<string>();

/** Runs `work` (a request's middlewares) with `id` as the id every log line in it carries. */
export function withRequestId<T>(id: string, work: () => T): T {
  return current.run(id, work);
}

/** The id of the request being handled, if any (config/logger.ts adds it to JSON log lines). */
export function currentRequestId(): string | undefined {
  return current.getStore();
}
