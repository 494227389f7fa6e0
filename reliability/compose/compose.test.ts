// The product booted with docker compose (global-setup.ts): what a developer and an operator rely
// on, through the proxy's published ports on 127.0.0.1 only (reliability/compose/README.md).
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '@brilla/testkit';
import { Agent, setGlobalDispatcher } from 'undici';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminApi, BLOGS, eventually, type Json, SUBMISSIONS, send } from '../support/http';
import { waitHealthy } from './global-setup';
import { type ComposeRun, compose, composeEnv, containers, docker } from './project';

const run: ComposeRun = inject('compose');
const site = `http://127.0.0.1:${run.ports.http}`;
const admin = `http://127.0.0.1:${run.ports.admin}`;
const mailpit = `http://127.0.0.1:${run.ports.mailpit}`;
const terminator = `http://127.0.0.1:${run.ports.terminator}`;
/** The origin the site believes it has (SITE_URL), which form posts must come from. */
const siteOrigin = `http://localhost:${run.ports.http}`;
const figures: string[] = [];

afterAll(() => {
  if (figures.length > 0) console.info(`compose suite figures:\n  ${figures.join('\n  ')}`);
});

/** The values the secrets one-shot kept for the CMS (cms.env in the secrets volume). */
function cmsSecrets(): Record<string, string> {
  const text = compose(run, ['exec', '-T', 'cms', 'cat', '/run/brilla/cms.env']);
  return Object.fromEntries(
    text
      .split('\n')
      .map((line) => /^([A-Z0-9_]+)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1], m[2]]),
  ) as Record<string, string>;
}

let token = '';
/** The image the upload test stored (the restore test reads it again). */
let uploaded = '';
async function adminToken(): Promise<string> {
  if (token) return token;
  const secrets = cmsSecrets();
  const reply = await send(`${admin}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: secrets.CMS_ADMIN_EMAIL, password: secrets.CMS_ADMIN_PASSWORD }),
  });
  expect(reply.status, reply.text).toBe(200);
  token = String((reply.json.data as Json).token);
  return token;
}

/** Contact posts this suite sent from the host: the proxy sees them all from one address. */
let hostPosts = 0;
/** The contact limit per visitor in ci.yml (CONTACT_RATE_LIMIT_POINTS). */
const CONTACT_LIMIT = 3;

/** A contact form post without JavaScript, as a browser on the site sends it. */
function postContact(base: string, email: string, headers: Record<string, string> = {}) {
  hostPosts++;
  return send(`${base}/contactanos`, {
    method: 'POST',
    // No Origin: the suite reaches the site at 127.0.0.1, and React Router refuses a post whose
    // Origin is not the request's own host (a browser's Origin and Host agree).
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams({
      name: 'Visitante Docker',
      email,
      message: 'Hola, quiero saber más sobre la agencia y sus servicios.',
      website: '',
    }).toString(),
  });
}

/**
 * Bounded load through the proxy while `during` runs: `workers` clients fetching pages one after
 * another, until `during` ends (at most `maxMs`, at most `maxRequests`). Failed: a network error
 * or a 5xx answer.
 */
async function underLoad(
  during: () => Promise<void>,
  { workers = 4, maxMs = 90_000, maxRequests = 20_000 } = {},
) {
  const paths = ['/inicio', '/en/inicio', '/blogs', '/en/calculadora', '/healthz'];
  let stop = false;
  let sent = 0;
  const failures: string[] = [];
  const started = Date.now();
  const worker = async (w: number) => {
    for (let i = w; !stop && sent < maxRequests && Date.now() - started < maxMs; i++) {
      sent++;
      const p = paths[i % paths.length] as string;
      try {
        const reply = await send(`${site}${p}`, {}, 10_000);
        if (reply.status >= 500) failures.push(`${p}: ${reply.status}`);
      } catch (error) {
        failures.push(`${p}: ${(error as Error).message}`);
      }
    }
  };
  const load = Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
  try {
    await during();
  } finally {
    stop = true;
    await load;
  }
  return { sent, failures, seconds: Math.round((Date.now() - started) / 1000) };
}

describe('docker compose up (development shape, three web replicas)', () => {
  it('starts every service healthy, the secrets one-shot done, three web replicas', () => {
    const list = containers(run);
    const byService = (name: string) => list.filter((c) => c.Service === name);
    expect(byService('web')).toHaveLength(3);
    expect(byService('cms')).toHaveLength(2);
    for (const name of ['postgres', 'redis', 's3', 'mailpit', 'proxy', 'cms', 'web']) {
      for (const c of byService(name)) expect(`${c.Name} ${c.Health}`).toBe(`${c.Name} healthy`);
    }
    expect(byService('secrets')[0]?.State).toBe('exited');
    // The first admin's sign-in is printed once, by the one-shot that generated it.
    expect(compose(run, ['logs', 'secrets'])).toMatch(/first admin: \S+@\S+ \/ \S+/);
  });

  it('serves the site in both languages through the proxy', async () => {
    const es = await send(`${site}/inicio`);
    expect(es.status).toBe(200);
    expect(es.text).toContain('<html lang="es"');
    const en = await send(`${site}/en/inicio`);
    expect(en.status).toBe(200);
    expect(en.text).toContain('<html lang="en"');
    // Every answer carries the proxy's request id, which both apps log.
    expect(es.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  it('signs the first admin in on the admin port; the content API is not served there', async () => {
    expect(await adminToken()).not.toBe('');
    for (const p of ['/api/blogs', '/API/blogs', '//api/blogs', '/Api/contact-submissions']) {
      expect((await send(`${admin}${p}`)).status, p).toBe(404);
    }
  });

  it('stores an image uploaded through the admin API in the bucket and serves it at /media/', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const form = new FormData();
    form.append('files', new Blob([png], { type: 'image/png' }), 'docker-punto.png');
    const reply = await send(`${admin}/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await adminToken()}` },
      body: form,
    });
    expect(reply.status, reply.text).toBe(201);
    const file = (JSON.parse(reply.text) as { url: string }[])[0];
    expect(file?.url).toMatch(new RegExp(`^${siteOrigin}/media/`));
    uploaded = file?.url.replace(siteOrigin, site) ?? '';
    const served = await fetch(uploaded);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    // The CMS may re-encode an image (size optimisation): a PNG still, with what it uploaded.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
  });

  it('shows a publish through the proxy within 2 s', async () => {
    const auth = await adminToken();
    const list = await adminApi(admin, auth, `${BLOGS}?locale=es&page=1&pageSize=1&sort=id:ASC`);
    const post = (list.results as { documentId: string; slug: string }[])[0];
    expect(post).toBeDefined();
    const pagePath = `/blogs/${post?.slug}`;
    expect((await send(`${site}${pagePath}`)).status).toBe(200);
    const title = `Publicado en Docker ${Date.now()}`;
    await adminApi(admin, auth, `${BLOGS}/${post?.documentId}?locale=es`, {
      method: 'PUT',
      body: JSON.stringify({ title }),
    });
    await adminApi(admin, auth, `${BLOGS}/${post?.documentId}/actions/publish?locale=es`, {
      method: 'POST',
      body: '{}',
    });
    const published = Date.now();
    await eventually(
      async () => ((await send(`${site}${pagePath}`)).text.includes(title) ? true : undefined),
      {
        timeoutMs: 2_000,
        intervalMs: 50,
        what: 'the published title through the proxy',
      },
    );
    figures.push(`publish → visible through the proxy: ${Date.now() - published} ms`);
  });

  it('stores a contact message and mails it to staff (the mail catcher)', async () => {
    const email = `docker-${Date.now()}@example.com`;
    const reply = await postContact(site, email);
    expect(reply.status).toBe(200);
    expect(reply.text).toContain('Mensaje enviado exitosamente');
    const auth = await adminToken();
    const stored = await adminApi(
      admin,
      auth,
      `${SUBMISSIONS}?filters[email][$eq]=${encodeURIComponent(email)}`,
    );
    expect((stored.results as Json[]).length).toBe(1);
    const mail = await eventually(
      async () => {
        const list = (await send(`${mailpit}/api/v1/messages`)).json;
        const found = (list.messages as { Subject: string; ID: string }[]).find(
          (m) => JSON.stringify(m).includes(email) || m.Subject.includes('Visitante Docker'),
        );
        return found;
      },
      { timeoutMs: 20_000, what: 'the notification e-mail' },
    );
    const body = (await send(`${mailpit}/api/v1/message/${mail.ID}`)).json;
    expect(String(body.Text)).toContain(email);
  });

  it('finds the visitor behind a trusted terminator; a spoofed X-Forwarded-For is ignored', async () => {
    // Through the terminator, each post claims another address: the limit still counts one
    // visitor, the address the terminator saw (the host's, which has posted before). Were the
    // claimed addresses believed, every post would be a new visitor and pass.
    const before = hostPosts;
    const expected = [0, 1, 2, 3].map((i) => (before + i < CONTACT_LIMIT ? 200 : 429));
    const outcomes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const reply = await postContact(terminator, `spoof-${i}-${Date.now()}@example.com`, {
        'x-forwarded-for': `203.0.113.${10 + i}`,
      });
      outcomes.push(reply.status);
    }
    expect(expected).toContain(429);
    expect(outcomes).toEqual(expected);
    // Another visitor (the terminator itself, posting without a forwarded address) is not limited.
    const other = compose(run, [
      'exec',
      '-T',
      'terminator',
      'wget',
      '-q',
      '-O',
      '-',
      '--post-data',
      'name=Otra+persona&email=otra%40example.com&message=Un+mensaje+de+otra+persona+distinta.&website=',
      'http://proxy/contactanos',
    ]);
    expect(other).toContain('Mensaje enviado exitosamente');
    // The proxy's access log names the visitor the terminator saw, never the claimed addresses.
    const log = compose(run, ['logs', '--no-color', '--no-log-prefix', 'proxy']);
    // Compose may start a line with terminal codes: the access log's JSON object is the rest.
    const posts = log
      .split('\n')
      .map((line) => /\{.*\}/.exec(line)?.[0] ?? '')
      .filter((json) => json.includes('"method":"POST"'))
      .map((json) => JSON.parse(json) as { client: string; peer: string });
    const viaTerminator = posts.filter((p) => p.peer === run.terminatorIp);
    expect(viaTerminator.length).toBeGreaterThanOrEqual(4);
    expect(viaTerminator.some((p) => p.client.startsWith('203.0.113.'))).toBe(false);
  });

  it('restarts web and CMS replicas one at a time under load with no failed request', async () => {
    const result = await underLoad(async () => {
      for (const service of ['web', 'cms']) {
        for (const c of containers(run).filter((x) => x.Service === service)) {
          docker(['restart', '--time', '15', c.ID], 60_000);
          await waitHealthy(run, 120_000);
        }
      }
    });
    figures.push(
      `rolling restart of 3 web + 2 CMS under load: ${result.sent} requests in ${result.seconds} s, ${result.failures.length} failed`,
    );
    expect(result.failures).toEqual([]);
  }, 600_000);

  it('loses no request when a web container is killed (the proxy retries on another)', async () => {
    const victim = containers(run).find((c) => c.Service === 'web');
    const result = await underLoad(async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      docker(['kill', victim?.ID ?? '']);
      await new Promise((resolve) => setTimeout(resolve, 8_000));
    });
    figures.push(
      `one web container killed under load: ${result.sent} requests in ${result.seconds} s, ${result.failures.length} failed`,
    );
    expect(result.failures).toEqual([]);
    docker(['start', victim?.ID ?? '']);
    await waitHealthy(run, 120_000);
  }, 300_000);

  it('restores a backup after `down -v`: the same pages, posts, messages and uploads', async () => {
    const counts = async () => {
      const auth = await adminToken();
      const total = async (type: string, locale = '') =>
        (
          (
            await adminApi(
              admin,
              auth,
              `/content-manager/collection-types/${type}?page=1&pageSize=1${locale}`,
            )
          ).pagination as { total: number }
        ).total;
      return {
        pagesEs: await total('api::page.page', '&locale=es'),
        pagesEn: await total('api::page.page', '&locale=en'),
        postsEs: await total('api::blog.blog', '&locale=es'),
        postsEn: await total('api::blog.blog', '&locale=en'),
        messages: await total('api::contact-submission.contact-submission'),
      };
    };
    const before = await counts();
    expect(before.messages).toBeGreaterThan(0);
    compose(run, ['exec', '-T', 'backup', 'sh', '/usr/local/bin/brilla-backup.sh', 'now'], 120_000);
    compose(
      run,
      ['exec', '-T', 'backup-media', 'node', 'scripts/media-backup.mts', 'now'],
      120_000,
    );
    const [day] = readdirSync(run.backupDir);
    expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    compose(run, ['down', '--volumes', '--timeout', '20'], 180_000);
    const started = Date.now();
    execFileSync(
      'sh',
      [path.join(ROOT, 'deploy', 'restore.sh'), path.join(run.backupDir, day ?? '')],
      {
        cwd: ROOT,
        env: composeEnv(run),
        stdio: 'inherit',
        timeout: 600_000,
      },
    );
    await waitHealthy(run, 300_000);
    figures.push(
      `restore after down -v until healthy: ${Math.round((Date.now() - started) / 1000)} s`,
    );
    // A client connected before the restore opens new connections: its kept-alive ones led to
    // containers that are gone (a browser retries on a new one by itself).
    setGlobalDispatcher(new Agent());
    token = '';
    expect(await counts()).toEqual(before);
    const image = await fetch(uploaded);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
  }, 900_000);
});
