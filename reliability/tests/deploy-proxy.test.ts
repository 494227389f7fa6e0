// The reverse proxy of deploy/nginx.conf in front of the suite's replicas, and publishes through it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { runLoad } from '@brilla/bench/load';
import { freePort, type ManagedProcess, startProcess, waitForUrl } from '@brilla/testkit';
import { type FakeS3, startFakeS3 } from '@brilla/testkit/s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { WEB_CACHE_TTL_MS } from '../support/global-setup';
import {
  adminApi,
  adminToken,
  BLOGS,
  freshPerTry,
  type Json,
  send,
  WEB_TOKEN,
} from '../support/http';
import { type Service as Process, ROOT, startWeb } from '../support/stack';

const NGINX = '/usr/sbin/nginx';

describe('deploy/nginx.conf', () => {
  const stack = inject('stack');
  const fresh = freshPerTry();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brilla-nginx-'));
  let port = 0;
  let nginx: ManagedProcess | undefined;
  let third: Process | undefined;
  let s3: FakeS3 | undefined;
  let webs: string[] = [];
  /** A request with the given Host header (fetch does not let a caller choose it). */
  const get = (
    pathname: string,
    host: string,
    headers: Record<string, string> = {},
    method = 'GET',
  ) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: pathname, method, headers: { host, ...headers } },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk) => {
              text += chunk;
            });
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, text }),
            );
          },
        );
        req.on('error', reject);
        req.end();
      },
    );

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light`);
    port = await freePort();
    third = await startWeb('web-3', stack.cms[0], {
      REDIS_URL: stack.redisUrl,
      CMS_CACHE_TTL_MS: WEB_CACHE_TTL_MS,
    });
    webs = [...stack.web, third.url];
    // MinIO's stand-in: s3rver, path style like MinIO, anonymous reads like the compose bucket.
    s3 = await startFakeS3();
    // Trusting 127.0.0.1 as a TLS terminator on this host would be (this suite's client).
    nginx = await startNginx(dir, port, webs, stack.cms[0], s3, '127.0.0.1');
  });

  afterAll(async () => {
    await nginx?.stop();
    await third?.process.stop();
    await s3?.close();
    const errors = existsSync(path.join(dir, 'error.log'))
      ? readFileSync(path.join(dir, 'error.log'), 'utf8').trim()
      : '';
    if (errors !== '') console.warn(`nginx error.log:\n${errors}`);
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the site to the web and the admin host to the CMS, without its content API', async () => {
    const page = await get('/inicio', 'www.example.test');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html');
    const admin = await get('/admin', 'cms.example.test');
    expect(admin.status).toBe(200);
    expect(admin.headers['content-security-policy']).toContain("script-src 'self'");
    expect((await get('/_health', 'cms.example.test')).status).toBe(204);
    const api = await get('/api/blogs', 'cms.example.test');
    expect(api.status).toBe(404);
    // Any other host name is the site's: the CMS is never reached by guessing.
    expect((await get('/admin', 'other.example.test')).text).not.toContain('strapi');
  });

  it('serves the uploads’ bucket read-only at /media/ on the site: inert, no listing', async () => {
    const bucket = `${s3?.endpoint}/${s3?.bucket}`;
    const put = (key: string, type: string, body: string) =>
      fetch(`${bucket}/${key}`, { method: 'PUT', headers: { 'content-type': type }, body });
    expect((await put('foto_1a2b.png', 'image/png', 'png bytes')).status).toBe(200);
    expect((await put('ficha_3c4d.pdf', 'application/pdf', '%PDF-1.4')).status).toBe(200);

    const image = await get('/media/foto_1a2b.png', 'www.example.test');
    expect(image.status).toBe(200);
    expect(image.text).toBe('png bytes');
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(image.headers['cache-control']).toBe('public, max-age=86400');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const pdf = await get('/media/ficha_3c4d.pdf', 'www.example.test');
    expect(pdf.text).toBe('%PDF-1.4');
    expect(pdf.headers['content-disposition']).toBe('attachment');
    // A query never reaches S3 (no ?acl, ?tagging… sub-resources): the file itself answers.
    expect((await get('/media/foto_1a2b.png?acl', 'www.example.test')).text).toBe('png bytes');

    const listing = await get('/media/?list-type=2', 'www.example.test');
    expect(listing.status).toBe(404);
    expect(listing.text).not.toContain('foto_1a2b');
    const missing = await get('/media/nada.png', 'www.example.test');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    for (const method of ['PUT', 'DELETE', 'POST']) {
      const write = await get('/media/foto_1a2b.png', 'www.example.test', {}, method);
      expect(write.status, method).toBe(403);
    }
    expect((await get('/media/foto_1a2b.png', 'www.example.test')).text).toBe('png bytes');
  });

  // Behind a terminator every request comes from the terminator: the limits must still count each
  // visitor (the address the terminator appended), in the web and in the CMS behind it.
  it('gives each visitor behind a trusted terminator a limit of their own', async () => {
    const post = (ip: string, i: number) =>
      send(`http://127.0.0.1:${port}/contactanos`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          // What a terminator sends: the visitor's claim, then the address it saw.
          'x-forwarded-for': `198.51.100.7, ${ip}`,
        },
        body: new URLSearchParams({
          name: 'Visitante',
          email: `proxy-${i}@${fresh.id}.test`,
          message: 'Un mensaje que pasa por el proxy de producción.',
          website: '',
        }).toString(),
      });
    const first: number[] = [];
    for (let i = 0; i < 4; i++) first.push((await post(fresh.address(1), i)).status);
    expect(first).toEqual([200, 200, 200, 429]);
    // Another visitor through the same terminator is not limited by the first one's posts.
    expect((await post(fresh.address(2), 9)).status).toBe(200);
  });

  it('passes the TLS terminator’s X-Forwarded-Proto on: HSTS on the site over HTTPS', async () => {
    const secure = await get('/inicio', 'www.example.test', { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });

  // The pages are kept 60 s: without the broadcast no replica would show a publish in 5 s. Every
  // one of the 20 publishes must be visible on every replica and through nginx within 2 s.
  it('shows every publish on every replica and through the proxy within 2 s', async () => {
    const token = await adminToken(stack.cms[0]);
    const found = await send(`${stack.cms[1]}/api/blogs?filters[slug][$eq]=primer-post&locale=es`, {
      headers: WEB_TOKEN,
    });
    const post = (found.json.data as Json[])[0] as { documentId: string };
    const readers = [
      ...webs.map((url) => (p: string) => send(`${url}${p}`).then((r) => r.text)),
      (p: string) => get(p, 'www.example.test').then((r) => r.text),
    ];
    // Every replica has the page in its cache before the first publish.
    for (const read of readers) await read('/blogs/primer-post');
    const slowest: number[] = [];
    for (let round = 0; round < 20; round++) {
      const title = `Publicado ${fresh.id} #${round}`;
      await adminApi(stack.cms[0], token, `${BLOGS}/${post.documentId}?locale=es`, {
        method: 'PUT',
        body: JSON.stringify({ title }),
      });
      await adminApi(stack.cms[0], token, `${BLOGS}/${post.documentId}/actions/publish?locale=es`, {
        method: 'POST',
        body: '{}',
      });
      // From the moment the editor's publish is answered.
      const published = Date.now();
      const times = await Promise.all(
        readers.map(async (read) => {
          while (Date.now() - published < 5_000) {
            if ((await read('/blogs/primer-post')).includes(title)) return Date.now() - published;
            await new Promise((resolve) => setTimeout(resolve, 25));
          }
          return Number.POSITIVE_INFINITY;
        }),
      );
      slowest.push(Math.max(...times));
    }
    const sorted = [...slowest].sort((a, b) => a - b);
    console.info(
      `publish → visible on 3 web replicas and through nginx: median ${sorted[10]} ms, slowest ${sorted[19]} ms (20 publishes)`,
    );
    expect(sorted[19]).toBeLessThanOrEqual(2_000);
  }, 180_000);

  // The benchmark's load run (bench/src/load.ts) pointed at nginx: the cached page, an uncached
  // render and a static server replaying the same page bytes, in the same run. A measurement for
  // RELIABILITY.md (written to results/proxy-load.json), not a pass mark: only errors fail.
  it('reports pages per second through the proxy, cached and uncached, beside a static server', async () => {
    // The same bytes from the static server, direct and behind a second nginx of the same
    // configuration (the static server as its only web replica): what the proxy itself costs.
    const replayVia = async (staticUrl: string) => {
      const replayDir = path.join(dir, 'replay');
      mkdirSync(replayDir, { recursive: true });
      const replayPort = await freePort();
      const proxy = await startNginx(replayDir, replayPort, [staticUrl], stack.cms[0], s3);
      const url = new URL(staticUrl);
      return {
        name: 'nginx',
        url: `http://127.0.0.1:${replayPort}${url.pathname}`,
        stop: () => proxy.stop(),
      };
    };
    const load = await runLoad(`http://127.0.0.1:${port}`, {
      replayVia,
      seconds: Number(process.env.LOAD_PROXY_SECONDS ?? 4),
      connections: 16,
      skipContact: true,
      skipVisits: true,
      // One turn: this test checks that every target answers, not the ratios' spread.
      turns: 1,
      workDir: path.join(dir, 'load'),
      root: ROOT,
      log: () => {},
    });
    const { static: replay, staticVia, cached, uncached } = load.targets;
    const runs = { static: replay, 'static via nginx': staticVia, cached, uncached };
    for (const [name, run] of Object.entries(runs)) {
      if (!run) throw new Error('the static server behind nginx was not measured');
      // Which target, and what it answered: a failure here says what to look at.
      const seen = `${name}: ${run.timeouts} timeouts, statuses ${JSON.stringify(run.statusCodes)}`;
      expect(run.errors, seen).toBe(0);
      expect(run.non2xx, seen).toBe(0);
    }
    const results = path.join(ROOT, 'reliability', 'results');
    mkdirSync(results, { recursive: true });
    writeFileSync(path.join(results, 'proxy-load.json'), `${JSON.stringify(load, null, 2)}\n`);
    console.info(
      `through nginx (${load.pageEncoding}, ${load.connections} connections, ${load.seconds} s): ` +
        `cached ${cached.requestsPerSecond} req/s, uncached ${uncached.requestsPerSecond} req/s; ` +
        `static server with the same bytes behind nginx ${staticVia?.requestsPerSecond} req/s ` +
        `(cached ${Math.round((load.cachedToStaticViaRatio ?? 0) * 100)} %), ` +
        `direct ${replay.requestsPerSecond} req/s`,
    );
  }, 120_000);
});

/**
 * Debian's nginx with deploy/nginx.conf, templated only for addresses: `webs` as the web
 * replicas, the CMS and the S3 stand-in, listening on 127.0.0.1:`port`; its files in `dir`.
 */
async function startNginx(
  dir: string,
  port: number,
  webs: string[],
  cms: string,
  s3: FakeS3 | undefined,
  trustedProxies = '',
): Promise<ManagedProcess> {
  if (!s3) throw new Error('the S3 stand-in did not start');
  const hostOf = (url: string) => new URL(url).host;
  // Docker's DNS is not here: each name the proxy resolves becomes an upstream group of the same
  // name, which nginx uses for a variable proxy_pass before it would ask a resolver.
  const upstreams = [
    `upstream web { ${webs.map((url) => `server ${hostOf(url)};`).join(' ')} }`,
    `upstream cms { server ${hostOf(cms)}; }`,
    `upstream s3 { server ${hostOf(s3.endpoint)}; }`,
  ];
  const site = readFileSync(path.join(ROOT, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/^resolver .*$/m, upstreams.join('\n'))
    .replaceAll('http://web:3000', 'http://web')
    .replaceAll('http://cms:1337', 'http://cms')
    .replaceAll('http://s3:8333', 'http://s3')
    .replaceAll(/^\s*access_log .*$/gm, '  access_log off;')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: nginx's template placeholder
    .replaceAll('${CMS_ADMIN_HOST}', 'cms.example.test')
    // biome-ignore lint/suspicious/noTemplateCurlyInString: nginx's template placeholder
    .replaceAll('${S3_BUCKET}', s3.bucket)
    .replaceAll('listen 80', `listen 127.0.0.1:${port}`)
    .replace(/^\s*listen 1337;\n/m, '');
  // What deploy/nginx-trusted-proxies.sh writes at the container's start, with no terminator.
  const trusted = spawnSync('sh', [path.join(ROOT, 'deploy', 'nginx-trusted-proxies.sh')], {
    env: {
      ...process.env,
      TRUSTED_PROXIES: trustedProxies,
      TRUSTED_PROXIES_CONF: path.join(dir, 'trusted.conf'),
    },
    encoding: 'utf8',
  });
  expect(trusted.status, trusted.stderr).toBe(0);
  writeFileSync(path.join(dir, 'site.conf'), site);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      // What the nginx image's own nginx.conf sets around the site (compose mounts ours as
      // its default server), with files in this run's directory and no access log.
      'daemon off;',
      // As root, workers would run as nobody and could not write to this run's temp dir.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes auto;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types; default_type application/octet-stream;',
      '  sendfile on; keepalive_timeout 65;',
      `  access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  include ${dir}/trusted.conf;`,
      `  include ${dir}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(NGINX, ['-t', '-c', path.join(dir, 'nginx.conf')], {
    encoding: 'utf8',
  });
  expect(check.status, check.stderr).toBe(0);
  const nginx = startProcess('nginx', NGINX, ['-c', path.join(dir, 'nginx.conf')], {
    cwd: dir,
    env: process.env,
  });
  await waitForUrl(`http://127.0.0.1:${port}/healthz`, { owner: nginx, status: 200 });
  return nginx;
}
