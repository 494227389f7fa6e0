import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectRedis } from '@brilla/rate-limit';
import { SeenIds, verifyWebhook } from '@brilla/signed';
import { CONTENT_CHANGED_CHANNEL } from '@brilla/types';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { closeAll } from './closers';
import { changesPublicContent, notifyWeb, registerWebWebhook, webhookConfig } from './web-webhook';

const drafts = { options: { draftAndPublish: true } };
const live = { options: { draftAndPublish: false } };

afterEach(() => {
  delete process.env.WEB_WEBHOOK_URLS;
  delete process.env.WEB_WEBHOOK_TIMEOUT_MS;
});

describe('which Document Service calls reach the web', () => {
  it('publish, unpublish and delete of public content', () => {
    for (const action of ['publish', 'unpublish', 'delete']) {
      expect(changesPublicContent({ uid: 'api::blog.blog', action, contentType: drafts })).toBe(
        true,
      );
    }
  });

  it('saves only when they publish or the type has no drafts', () => {
    const blog = { uid: 'api::blog.blog', contentType: drafts };
    expect(changesPublicContent({ ...blog, action: 'update', params: {} })).toBe(false);
    expect(changesPublicContent({ ...blog, action: 'update' })).toBe(false);
    expect(changesPublicContent({ ...blog, action: 'create', params: { status: 'draft' } })).toBe(
      false,
    );
    expect(
      changesPublicContent({ ...blog, action: 'update', params: { status: 'published' } }),
    ).toBe(true);
    const settings = { uid: 'api::site-setting.site-setting', contentType: live };
    expect(changesPublicContent({ ...settings, action: 'update', params: {} })).toBe(true);
    expect(changesPublicContent({ ...settings, action: 'create', params: {} })).toBe(true);
  });

  it('takes a save of a type whose drafts it cannot tell as live', () => {
    for (const contentType of [undefined, {}, { options: {} }]) {
      expect(changesPublicContent({ uid: 'api::blog.blog', action: 'update', contentType })).toBe(
        true,
      );
    }
  });

  it('never reads, discards or private types', () => {
    expect(changesPublicContent({ uid: 'api::blog.blog', action: 'findMany' })).toBe(false);
    expect(changesPublicContent({ uid: 'api::blog.blog', action: 'discardDraft' })).toBe(false);
    expect(
      changesPublicContent({
        uid: 'api::contact-submission.contact-submission',
        action: 'create',
        contentType: live,
      }),
    ).toBe(false);
  });
});

describe('webhookConfig', () => {
  it('reads a comma-separated list, one URL per web replica', () => {
    process.env.WEB_WEBHOOK_URLS =
      ' http://web-1:3000/webhooks/cms ,http://web-2:3000/webhooks/cms,';
    expect(webhookConfig().urls).toEqual([
      'http://web-1:3000/webhooks/cms',
      'http://web-2:3000/webhooks/cms',
    ]);
    delete process.env.WEB_WEBHOOK_URLS;
    expect(webhookConfig().urls).toEqual([]);
  });

  it('names the variable when an address is not an http(s) URL', () => {
    process.env.WEB_WEBHOOK_URLS = 'web-1:3000/webhooks';
    expect(() => webhookConfig()).toThrow(
      /WEB_WEBHOOK_URLS must be comma-separated http\(s\) URLs/,
    );
  });
});

const SECRET = 's'.repeat(32);
type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

/** A web replica's webhook endpoint, answering each call with `status`. */
async function fakeWeb(status = 204, delayMs = 0) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body,
      });
      setTimeout(
        () => response.writeHead(status).end(status === 204 ? undefined : 'a body'),
        delayMs,
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/cms`;
  servers.push(server);
  return { url, received };
}
const servers: Server[] = [];

const ENV = [
  'WEB_WEBHOOK_URLS',
  'CMS_WEBHOOK_SECRET',
  'WEB_WEBHOOK_TIMEOUT_MS',
  'NODE_ENV',
  'REDIS_URL',
];
const saved = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));
afterEach(async () => {
  for (const name of ENV) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  await Promise.all(
    servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

const logOf = () => {
  const lines: string[] = [];
  return { lines, log: { warn: (message: string) => lines.push(message) } };
};

describe('webhookConfig in production', () => {
  it('wants a secret of at least 32 characters', () => {
    process.env.NODE_ENV = 'production';
    process.env.CMS_WEBHOOK_SECRET = 's'.repeat(31);
    expect(() => webhookConfig()).toThrow(
      'CMS_WEBHOOK_SECRET has 31 characters; production needs at least 32 (e.g. `openssl rand -base64 32`), the same on the CMS and the web.',
    );
    process.env.CMS_WEBHOOK_SECRET = SECRET;
    process.env.WEB_WEBHOOK_URLS = 'https://web.example/webhooks/cms';
    expect(webhookConfig()).toEqual({
      urls: ['https://web.example/webhooks/cms'],
      secret: SECRET,
      timeoutMs: 2000,
    });
  });

  it('wants a secret once there are addresses to call', () => {
    process.env.NODE_ENV = 'production';
    process.env.WEB_WEBHOOK_URLS = 'https://web.example/webhooks/cms';
    expect(() => webhookConfig()).toThrow(
      'WEB_WEBHOOK_URLS is set but CMS_WEBHOOK_SECRET is not; the web refuses unsigned webhooks in production. Set the same secret (at least 32 characters) on the CMS and the web.',
    );
    delete process.env.WEB_WEBHOOK_URLS;
    expect(webhookConfig()).toEqual({ urls: [], secret: undefined, timeoutMs: 2000 });
  });

  it('takes any secret, or none, outside production', () => {
    process.env.NODE_ENV = 'development';
    process.env.WEB_WEBHOOK_URLS = 'http://web:3000/webhooks/cms';
    expect(webhookConfig().secret).toBeUndefined();
    process.env.CMS_WEBHOOK_SECRET = 'short';
    expect(webhookConfig().secret).toBe('short');
  });

  it('accepts http and https addresses only, naming the one refused', () => {
    process.env.WEB_WEBHOOK_URLS = 'https://a.example/x,http://b.example/y';
    expect(webhookConfig().urls).toEqual(['https://a.example/x', 'http://b.example/y']);
    process.env.WEB_WEBHOOK_URLS = 'http://b.example/y, ftp://c.example/z';
    expect(() => webhookConfig()).toThrow(
      "WEB_WEBHOOK_URLS must be comma-separated http(s) URLs (got 'ftp://c.example/z'); e.g. http://web:3000/webhooks/cms.",
    );
  });

  it('reads the timeout, within 100 ms and a minute', () => {
    process.env.WEB_WEBHOOK_TIMEOUT_MS = '100';
    expect(webhookConfig().timeoutMs).toBe(100);
    process.env.WEB_WEBHOOK_TIMEOUT_MS = '99';
    expect(() => webhookConfig()).toThrow('WEB_WEBHOOK_TIMEOUT_MS must be an integer between 100');
    process.env.WEB_WEBHOOK_TIMEOUT_MS = '60001';
    expect(() => webhookConfig()).toThrow('and 60000');
  });
});

describe('notifyWeb', () => {
  const body = { event: 'api::blog.blog:publish', uid: 'api::blog.blog' };

  it('POSTs the change as JSON to every web, signed once per call', async () => {
    const one = await fakeWeb();
    const two = await fakeWeb();
    const { lines, log } = logOf();
    await notifyWeb({ urls: [one.url, two.url], secret: SECRET, timeoutMs: 2000 }, body, log);
    const seen = new SeenIds();
    for (const { received } of [one, two]) {
      expect(received).toHaveLength(1);
      const [call] = received;
      expect(call?.method).toBe('POST');
      expect(call?.url).toBe('/webhooks/cms');
      expect(call?.headers['content-type']).toBe('application/json');
      expect(JSON.parse(call?.body ?? '')).toEqual(body);
      const signature = String(call?.headers['x-webhook-signature']);
      expect(verifyWebhook(SECRET, signature, call?.body ?? '', seen)).toMatchObject({ ok: true });
    }
    expect(lines).toEqual([]);
  });

  it('sends no signature without a secret', async () => {
    const web = await fakeWeb();
    await notifyWeb({ urls: [web.url], secret: undefined, timeoutMs: 2000 }, body, logOf().log);
    expect(web.received[0]?.headers['x-webhook-signature']).toBeUndefined();
  });

  it('logs a web that refuses, one that does not answer in time and one that is down', async () => {
    const refusing = await fakeWeb(401);
    const slow = await fakeWeb(204, 1_000);
    const { lines, log } = logOf();
    await notifyWeb(
      {
        urls: [refusing.url, slow.url, 'http://127.0.0.1:1/webhooks/cms'],
        secret: SECRET,
        timeoutMs: 100,
      },
      body,
      log,
    );
    expect(lines.sort()).toEqual(
      [
        `[web-webhook] ${refusing.url} answered 401`,
        `[web-webhook] ${slow.url} failed (TimeoutError: The operation was aborted due to timeout)`,
        '[web-webhook] http://127.0.0.1:1/webhooks/cms failed (TypeError: fetch failed)',
      ].sort(),
    );
  });
});

type Middleware = (
  context: Record<string, unknown>,
  next: () => Promise<unknown>,
) => Promise<unknown>;

/** A Strapi whose Document Service middlewares and transactions the test drives. */
function strapiForWebhook() {
  const middlewares: Middleware[] = [];
  const commits: (() => void)[] = [];
  const infos: string[] = [];
  const { lines, log } = logOf();
  const strapi = fakeStrapi({
    documents: { use: (middleware: Middleware) => middlewares.push(middleware) },
    db: {
      transaction: async (work: (trx: { onCommit: (callback: () => void) => void }) => unknown) =>
        work({ onCommit: (callback) => commits.push(callback) }),
    },
    log: { ...log, info: (message: string) => infos.push(message) },
  });
  /** Runs a Document Service call through the middlewares, as Strapi does. */
  const call = async (context: Record<string, unknown>) => {
    const [middleware] = middlewares;
    return middleware?.(context, async () => 'result');
  };
  const commit = () => {
    for (const callback of commits.splice(0)) callback();
  };
  return { strapi, middlewares, call, commit, infos, warnings: lines };
}
const tick = () => new Promise((resolve) => setImmediate(resolve));
const publishBlog = { uid: 'api::blog.blog', action: 'publish', params: {} };

describe('registerWebWebhook', () => {
  it('adds nothing to the Document Service without a web to tell', () => {
    delete process.env.WEB_WEBHOOK_URLS;
    delete process.env.REDIS_URL;
    const { strapi, middlewares, infos } = strapiForWebhook();
    registerWebWebhook(strapi).arm();
    expect(middlewares).toEqual([]);
    expect(infos).toEqual([]);
  });

  it('tells the web once per tick, after the commit, only once armed', async () => {
    const web = await fakeWeb();
    process.env.WEB_WEBHOOK_URLS = web.url;
    delete process.env.REDIS_URL;
    const { strapi, call, commit, infos, warnings } = strapiForWebhook();
    const webhook = registerWebWebhook(strapi);
    expect(infos).toEqual(['[web-webhook] publish notifications go to 1 URL(s)']);

    // Before arm(): the first-start seed publishes without telling anyone.
    expect(await call(publishBlog)).toBe('result');
    commit();
    await tick();
    webhook.arm();
    expect(await call(publishBlog)).toBe('result');
    await call({ uid: 'api::page.page', action: 'publish', params: {} });
    await tick();
    expect(web.received).toEqual([]);
    commit();
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(web.received.map((received) => JSON.parse(received.body))).toEqual([
      { event: 'api::blog.blog:publish', uid: 'api::blog.blog' },
    ]);

    // A draft save changes nothing public; the next publish is a new call.
    await call({
      uid: 'api::blog.blog',
      action: 'update',
      params: {},
      contentType: { options: { draftAndPublish: true } },
    });
    await call({ uid: 'api::page.page', action: 'unpublish', params: {} });
    commit();
    await tick();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(web.received.map((received) => JSON.parse(received.body))).toEqual([
      { event: 'api::blog.blog:publish', uid: 'api::blog.blog' },
      { event: 'api::page.page:unpublish', uid: 'api::page.page' },
    ]);
    expect(warnings).toEqual([]);
    // Nothing to close without Redis.
    await expect(closeAll(strapi)).resolves.toBeUndefined();
  });

  it('takes a TLS Redis address too, and names itself in its warnings', async () => {
    delete process.env.WEB_WEBHOOK_URLS;
    // Port 1: nothing listens, the connection is refused at once.
    process.env.REDIS_URL = 'rediss://127.0.0.1:1';
    const { strapi, infos, warnings } = strapiForWebhook();
    registerWebWebhook(strapi);
    expect(infos).toEqual(['[web-webhook] publish notifications go to Redis and 0 URL(s)']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await closeAll(strapi);
    expect(warnings[0]).toBe('content-changed: Redis error: connect ECONNREFUSED 127.0.0.1:1');
  });

  it('refuses a REDIS_URL that is not a Redis address', () => {
    process.env.REDIS_URL = 'http://cache:6379';
    expect(() => registerWebWebhook(strapiForWebhook().strapi)).toThrow(/REDIS_URL/);
  });

  // Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379.
  it.runIf(process.env.TEST_REDIS_URL)(
    'publishes the change on Redis for every web replica, and lets go of Redis on destroy',
    async () => {
      delete process.env.WEB_WEBHOOK_URLS;
      process.env.REDIS_URL = process.env.TEST_REDIS_URL;
      const subscriber = connectRedis(process.env.TEST_REDIS_URL ?? '', 'test', logOf().log);
      await subscriber.started;
      const messages: string[] = [];
      subscriber.client.on('message', (_channel: string, message: string) =>
        messages.push(message),
      );
      await subscriber.client.subscribe(CONTENT_CHANGED_CHANNEL);
      const { strapi, call, commit, infos, warnings } = strapiForWebhook();
      registerWebWebhook(strapi).arm();
      expect(infos).toEqual(['[web-webhook] publish notifications go to Redis and 0 URL(s)']);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await call(publishBlog);
      commit();
      await tick();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(messages.map((message) => JSON.parse(message))).toContainEqual({
        event: 'api::blog.blog:publish',
        uid: 'api::blog.blog',
      });
      await closeAll(strapi);
      await call(publishBlog);
      commit();
      await tick();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(warnings).toEqual(['[content-changed] Redis publish failed (Connection is closed.)']);
      await subscriber.close();
    },
  );
});
