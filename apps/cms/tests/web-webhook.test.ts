import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SeenIds, verifyWebhook } from '@brilla/signed';
import { freePort } from '@brilla/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsOf } from '../src/lib/strapi-services';
import { type BootedStrapi, bootStrapi, WEB_TOKEN } from './helpers/strapi';

type Received = {
  method: string;
  url: string;
  authorization: string;
  signature: string;
  raw: string;
  body: unknown;
};
type Json = Record<string, unknown>;
type BlogDocuments = {
  findFirst: (params: Json) => Promise<(Json & { documentId: string }) | null>;
  unpublish: (params: Json) => Promise<unknown>;
  update: (params: Json) => Promise<unknown>;
};

const SECRET = 'webhook-test-secret-of-at-least-32-characters';
const BLOG = '/content-manager/collection-types/api::blog.blog';
const CATEGORY = '/content-manager/collection-types/api::category.category';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stand-in for a web replica's `POST /webhooks/cms` on 127.0.0.1. */
function receiver(): Promise<{ server: Server; url: string; calls: Received[] }> {
  const calls: Received[] = [];
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return text;
  };
  const server = createServer((request, response) => {
    void read(request).then((text) => {
      calls.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        signature: String(request.headers['x-webhook-signature'] ?? ''),
        raw: text,
        body: text ? JSON.parse(text) : null,
      });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/webhooks/cms`, calls });
    });
  });
}

async function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check() && Date.now() < deadline) await sleep(25);
}

describe('publish webhook to the web replicas (WEB_WEBHOOK_URLS)', () => {
  let cms: BootedStrapi;
  let web: Awaited<ReturnType<typeof receiver>>;
  let token = '';

  const admin = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${cms.baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Json };
  };
  const blogs = () => documentsOf<BlogDocuments>(cms.strapi, 'api::blog.blog');

  beforeAll(async () => {
    web = await receiver();
    // A second replica that is down: its failure is logged and changes nothing for the editor.
    const down = `http://127.0.0.1:${await freePort()}/webhooks/cms`;
    cms = await bootStrapi({
      WEB_WEBHOOK_URLS: `${down}, ${web.url}`,
      CMS_WEBHOOK_SECRET: SECRET,
      WEB_WEBHOOK_TIMEOUT_MS: '500',
    });
    const login = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@example.com', password: 'Admin12345' }),
    });
    token = (((await login.json()) as Json).data as { token: string }).token;
  });

  afterAll(async () => {
    await cms?.close();
    await new Promise((resolve) => web?.server.close(resolve));
  });

  it('stays silent while the first start seeds content', async () => {
    await sleep(200);
    expect(web.calls).toEqual([]);
  });

  it('does not call on a draft save, and calls every URL with the secret on publish', async () => {
    const post = await blogs().findFirst({ locale: 'es', status: 'draft' });
    expect(post).not.toBeNull();
    const entry = `${BLOG}/${post?.documentId}`;

    const saved = await admin('PUT', `${entry}?locale=es`, { title: 'Borrador del webhook' });
    expect(saved.status).toBe(200);
    await sleep(300);
    expect(web.calls).toEqual([]);

    const started = Date.now();
    const published = await admin('POST', `${entry}/actions/publish?locale=es`, {});
    // The editor's action never waits for the web (the down replica would take 500 ms).
    expect(published.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(2000);

    await until(() => web.calls.length > 0);
    expect(web.calls).toHaveLength(1);
    const [call] = web.calls;
    expect(call).toMatchObject({
      method: 'POST',
      url: '/webhooks/cms',
      // The secret itself never travels: the call is signed, with a time and an id.
      authorization: '',
      body: { event: 'api::blog.blog:publish', uid: 'api::blog.blog' },
    });
    const seen = new SeenIds();
    expect(verifyWebhook(SECRET, call?.signature ?? null, call?.raw ?? '', seen).ok).toBe(true);
    // The same call again is a replay.
    expect(verifyWebhook(SECRET, call?.signature ?? null, call?.raw ?? '', seen).ok).toBe(false);
  });

  it('calls on unpublish and on a live single-type save', async () => {
    const post = await blogs().findFirst({ locale: 'es', status: 'published' });
    web.calls.length = 0;
    await blogs().unpublish({ documentId: post?.documentId, locale: 'es' });
    await until(() => web.calls.length > 0);
    expect(web.calls.map((call) => call.body)).toEqual([
      { event: 'api::blog.blog:unpublish', uid: 'api::blog.blog' },
    ]);

    web.calls.length = 0;
    const settings = documentsOf<{
      findFirst: (params: Json) => Promise<(Json & { documentId: string }) | null>;
      update: (params: Json) => Promise<unknown>;
    }>(cms.strapi, 'api::calculator-setting.calculator-setting');
    const current = await settings.findFirst({});
    await settings.update({ documentId: current?.documentId, data: { hourlyRate: 6 } });
    await until(() => web.calls.length > 0);
    expect(web.calls.map((call) => (call.body as Json).uid)).toEqual([
      'api::calculator-setting.calculator-setting',
    ]);
  });

  it("calls when an editor publishes a blog category, whose pages and posts' links show it", async () => {
    const category = await admin('GET', `${CATEGORY}?locale=es`);
    const [first] = (category.body.results ?? []) as Array<{ documentId: string }>;
    expect(first).toBeDefined();
    web.calls.length = 0;
    const entry = `${CATEGORY}/${first?.documentId}`;
    expect((await admin('PUT', `${entry}?locale=es`, { name: 'Consejos prácticos' })).status).toBe(
      200,
    );
    await sleep(300);
    expect(web.calls).toEqual([]);
    expect((await admin('POST', `${entry}/actions/publish?locale=es`, {})).status).toBe(200);
    await until(() => web.calls.length > 0);
    expect(web.calls.map((call) => call.body)).toEqual([
      { event: 'api::category.category:publish', uid: 'api::category.category' },
    ]);
  });

  it('ignores contact messages', async () => {
    web.calls.length = 0;
    const reply = await fetch(`${cms.baseUrl}/api/contact-submissions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.200',
        ...WEB_TOKEN,
      },
      body: JSON.stringify({
        data: { name: 'Ana', email: 'ana@example.com', message: 'Hola, quiero información.' },
      }),
    });
    expect(reply.status).toBeLessThan(300);
    await sleep(300);
    expect(web.calls).toEqual([]);
  });
});
