import { describe, expect, it } from 'vitest';
import { currentRequestId } from '../lib/request-id';
import requestLog, { type RequestLine } from './request-log';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

type Logged = { message: string; fields: RequestLine };

async function handle(
  headers: Record<string, string>,
  {
    url = '/api/pages',
    status = 200,
    fail,
  }: { url?: string; status?: number; fail?: Error & { status?: number } } = {},
) {
  const logged: Logged[] = [];
  const answered: Record<string, string> = {};
  const ctx = {
    method: 'GET',
    path: url.split('?')[0] ?? url,
    status: 404,
    state: {} as Record<string, unknown>,
    get: (name: string) => headers[name.toLowerCase()] ?? '',
    set: (name: string, value: string) => {
      answered[name] = value;
    },
  };
  let idInside: string | undefined;
  const middleware = requestLog(
    {},
    { strapi: { log: { http: (message, fields) => logged.push({ message, fields }) } } },
  );
  const run = middleware(ctx, async () => {
    idInside = currentRequestId();
    // Later middlewares may rewrite the path (strapi::public, the admin).
    ctx.path = '/rewritten';
    if (fail) throw fail;
    ctx.status = status;
  });
  const error = await run.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  return { ctx, logged, answered, idInside, error };
}

describe('request id and log line', () => {
  it('keeps a safe X-Request-Id from the web or the proxy, answers it and logs it', async () => {
    const id = 'web-2f6c.9_A';
    const { ctx, logged, answered, idInside } = await handle({ 'x-request-id': id });
    expect(answered['X-Request-Id']).toBe(id);
    expect(ctx.state.requestId).toBe(id);
    // Every log line written while the request is handled carries it (config/logger.ts).
    expect(idInside).toBe(id);
    expect(logged).toHaveLength(1);
    expect(logged[0]?.fields).toEqual({
      method: 'GET',
      path: '/api/pages',
      status: 200,
      duration_ms: expect.any(Number),
      request_id: id,
    });
    expect(logged[0]?.message).toMatch(/^GET \/api\/pages \(\d+ ms\) 200 \[web-2f6c\.9_A\]$/);
    expect(currentRequestId()).toBeUndefined();
  });

  it('gives a UUID to a request without an id, or with one unsafe to echo or log', async () => {
    const unsafe = [
      '',
      'a b',
      'id\r\nSet-Cookie: x=1',
      'x'.repeat(129),
      'ümlaut',
      '<script>',
      'a/b',
    ];
    const seen = new Set<string>();
    for (const incoming of unsafe) {
      const { answered, logged } = await handle({ 'x-request-id': incoming });
      const id = answered['X-Request-Id'] ?? '';
      expect(id).toMatch(UUID);
      expect(logged[0]?.fields.request_id).toBe(id);
      seen.add(id);
    }
    expect(seen.size).toBe(unsafe.length);
    expect((await handle({ 'x-request-id': 'x'.repeat(128) })).answered['X-Request-Id']).toBe(
      'x'.repeat(128),
    );
  });

  it('logs the path without the query string, and nothing of the headers', async () => {
    const { logged } = await handle(
      {
        authorization: 'Bearer secret-token',
        cookie: 'koa.sess=secret-cookie',
      },
      { url: '/api/pages?filters[slug]=secret-query&status=draft', status: 404 },
    );
    const written = JSON.stringify(logged);
    expect(logged[0]?.fields).toMatchObject({ path: '/api/pages', status: 404 });
    for (const secret of ['secret-query', 'status=draft', 'secret-token', 'secret-cookie', '?']) {
      expect(written).not.toContain(secret);
    }
  });

  it('keeps the visitors an editor searches the inbox for out of the log', async () => {
    const inbox = '/content-manager/collection-types/api::contact-submission.contact-submission';
    const { logged } = await handle(
      {},
      { url: `${inbox}?page=1&_q=ana.perez%40example.com&filters[name][$eq]=Ana`, status: 200 },
    );
    expect(logged[0]?.fields).toMatchObject({ path: inbox, status: 200 });
    for (const personal of ['ana.perez', 'example.com', 'Ana', '_q']) {
      expect(JSON.stringify(logged)).not.toContain(personal);
    }
  });

  it('logs a request whose error escapes the error middleware, with its status', async () => {
    const failure = Object.assign(new Error('broken'), { status: 503 });
    const { logged, error } = await handle({}, { fail: failure });
    expect(error).toBe(failure);
    expect(logged[0]?.fields).toMatchObject({ status: 503, path: '/api/pages' });
    expect((await handle({}, { fail: new Error('no status') })).logged[0]?.fields.status).toBe(500);
  });
});
