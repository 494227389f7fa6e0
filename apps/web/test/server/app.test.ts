// @vitest-environment node
import { once } from 'node:events';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { HttpResponse, http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '~/lib/env.server';
import { createApp, listen } from '../../server/app';
import { CMS_URL } from '../mocks/cms';
import { server as msw } from '../mocks/server';
import { appBuild, startApp, stopApp } from '../ssr/render';
import { rawHttp } from './raw-http';

/**
 * The real web server (server/app.ts, as server.js runs it) around the real app compiled by
 * Vite, on a free port; the CMS is msw's fake, the browser files a temporary folder.
 */
let web: Server;
let base = '';
let clientDir = '';
const APP_JS = `export const words = ${JSON.stringify('brilla '.repeat(400))};\n`;

beforeAll(async () => {
  await startApp();
  clientDir = await mkdtemp(join(tmpdir(), 'web-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'assets', 'entry-abc123.js'), 'console.log(1);\n');
  // A built chunk with the compressed copies the build writes beside it (vite.config.ts).
  await writeFile(join(clientDir, 'assets', 'app-def456.js'), APP_JS);
  await writeFile(join(clientDir, 'assets', 'app-def456.js.gz'), gzipSync(APP_JS, { level: 9 }));
  await writeFile(join(clientDir, 'assets', 'app-def456.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the build leaves beside the public files and must never be served.
  await mkdir(join(clientDir, '.vite'));
  await writeFile(join(clientDir, '.vite', 'manifest.json'), '{}');
  await mkdir(join(clientDir, 'notes'));
  await writeFile(join(clientDir, 'notes', 'draft.txt'), 'not public');
  const env = parseEnv({
    CMS_URL,
    SITE_URL: 'https://brilla.test',
    CMS_CACHE_TTL_MS: '0',
    LOG_LEVEL: 'silent',
  });
  web = listen(createApp({ env, build: appBuild(), clientDir }), { port: 0, host: '127.0.0.1' });
  await once(web, 'listening');
  base = `http://127.0.0.1:${(web.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => web?.close(resolve));
  await stopApp();
  await rm(clientDir, { recursive: true, force: true });
});

/** fetch against the server, past msw (which fails unknown requests). */
function request(path: string, init?: RequestInit): Promise<Response> {
  msw.use(http.all(`${base}/*`, () => passthrough()));
  return fetch(`${base}${path}`, init);
}

const ALLOW = 'GET, HEAD, POST';

describe('connections from the proxy', () => {
  it('keeps an idle connection open longer than the proxy in front (nginx, load balancers: 60 s)', () => {
    // Node's default is 5 s: it would close connections the proxy is about to reuse (502s).
    expect(web.keepAliveTimeout).toBe(65_000);
    expect(web.headersTimeout).toBe(66_000);
  });
});

describe('methods and request targets no page answers', () => {
  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'QUERY'])(
    '%s is 405 with Allow, no stack, on a page, the webhook and an unknown path',
    async (method) => {
      for (const path of ['/inicio', '/en/contactanos', '/webhooks/cms', '/nada/aqui']) {
        const answer = await rawHttp(base, `${method} ${path} HTTP/1.1\r\nHost: brilla.test`);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe(ALLOW);
        expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(answer.body).not.toMatch(/\bat |Error/);
      }
    },
  );

  it('answers a POST to a route without a form (sitemap, robots.txt, pages) 405, logging nothing', async () => {
    // Anyone can repeat these: a stack a request would flood the log. The test setup fails any
    // test during which console.error is called.
    for (const path of ['/sitemap.xml', '/robots.txt', '/blog', '/en/blog']) {
      const answer = await request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'a=1',
      });
      expect(answer.status, path).toBe(405);
      expect(await answer.text(), path).not.toMatch(/\bat \S+ \(|node_modules/);
    }
  });

  it('answers the 405 text in the language of the path', async () => {
    const es = await rawHttp(base, 'TRACE /inicio HTTP/1.1\r\nHost: brilla.test');
    expect(es.body).toBe('Método no permitido.\n');
    const en = await rawHttp(base, 'TRACE /en/inicio HTTP/1.1\r\nHost: brilla.test');
    expect(en.body).toBe('Method not allowed.\n');
    expect(en.headers['content-language']).toBe('en');
  });

  it.each([
    'TRACK / HTTP/1.1',
    'TRACK /inicio HTTP/1.1',
    'CONNECT evil.example:443 HTTP/1.1',
    'CONNECT 127.0.0.1:22 HTTP/1.1',
  ])('%s (answered by Node before Express) is 405 with Allow', async (line) => {
    const answer = await rawHttp(base, `${line}\r\nHost: evil.example:443`);
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(ALLOW);
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it.each([
    'GET http://evil.example/ HTTP/1.1',
    'GET http://evil.example/inicio HTTP/1.1',
    'GET https://brilla.test/inicio HTTP/1.1',
    'POST http://evil.example/contactanos HTTP/1.1',
    'GET evil.example/inicio HTTP/1.1',
    'OPTIONS * HTTP/1.1',
    'TRACE http://evil.example/ HTTP/1.1',
  ])('%s (not a path) is 400, no stack', async (line) => {
    const answer = await rawHttp(base, `${line}\r\nHost: brilla.test\r\nContent-Length: 0`);
    expect(answer.status).toBe(400);
    // Express's answer, or Node's own (empty) for a target its parser refuses.
    expect(['Solicitud no válida.\n', '']).toContain(answer.body);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('still answers GET, HEAD and POST', async () => {
    expect((await rawHttp(base, 'GET /healthz HTTP/1.1\r\nHost: brilla.test')).status).toBe(200);
    expect((await rawHttp(base, 'HEAD /inicio HTTP/1.1\r\nHost: brilla.test')).status).toBe(200);
  });
});

describe('headers on every answer', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  it.each([
    ['a page', 'GET', '/inicio', 200],
    ['an English page', 'GET', '/en/inicio', 200],
    ['a missing page', 'GET', '/no-existe', 404],
    ['a hashed asset', 'GET', '/assets/entry-abc123.js', 200],
    ['a public file', 'GET', '/favicon.svg', 200],
    ['an upload', 'GET', '/uploads/photo.png', 200],
    ['a missing upload', 'GET', '/uploads/..%2Fsecret', 404],
    ['the health check', 'GET', '/healthz', 200],
    ['the sitemap', 'GET', '/sitemap.xml', 200],
    ['a refused method', 'PUT', '/inicio', 405],
    ['a CSP report', 'POST', '/csp-report', 415],
    ['the webhook', 'GET', '/webhooks/cms', 405],
  ])('%s (%s %s) carries COOP and CORP same-origin', async (_what, method, path, status) => {
    msw.use(
      http.get(`${CMS_URL}/uploads/photo.png`, () =>
        HttpResponse.arrayBuffer(png.buffer, { headers: { 'content-type': 'image/png' } }),
      ),
    );
    const response = await request(path, { method });
    expect(response.status).toBe(status);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves uploads inert: sandboxed, never sniffed, downloaded unless an image', async () => {
    msw.use(
      http.get(`${CMS_URL}/uploads/:name`, () =>
        HttpResponse.text('<script>alert(1)</script>', {
          headers: { 'content-type': 'text/html' },
        }),
      ),
    );
    const page = await request('/uploads/page.html');
    expect(page.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/);
    expect(page.headers.get('content-disposition')).toBe('attachment');
    const image = await request('/uploads/photo.png');
    expect(image.headers.get('content-security-policy')).toMatch(/^sandbox/);
    expect(image.headers.get('content-disposition')).toBeNull();
  });

  it('sends the policy with its report endpoint on pages', async () => {
    const response = await request('/inicio');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain('report-uri /csp-report');
    expect(policy).toContain('report-to csp-endpoint');
    expect(response.headers.get('reporting-endpoints')).toBe('csp-endpoint="/csp-report"');
  });
});

describe('POST /csp-report', () => {
  const legacy = {
    'csp-report': {
      'document-uri': 'https://brilla.test/contactanos?email=ana%40example.com#form',
      referrer: 'https://www.google.com/search?q=brilla',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'",
      'blocked-uri': 'https://cdn.evil.example/x.js?token=secret',
      'status-code': 200,
      'source-file': 'https://brilla.test/contactanos?email=ana%40example.com',
    },
  };
  const reporting = [
    {
      type: 'csp-violation',
      age: 10,
      url: 'https://brilla.test/en/inicio?utm=x',
      user_agent: 'Mozilla/5.0 (Secret UA)',
      body: {
        documentURL: 'https://brilla.test/en/inicio?utm=x',
        blockedURL: 'inline',
        effectiveDirective: 'style-src-attr',
        disposition: 'enforce',
        sample: 'color: red; private text',
      },
    },
    { type: 'deprecation', body: { id: 'x' } },
  ];

  /** A report from a browser: a client address of its own (X-Forwarded-For through loopback). */
  const report = (type: string, body: string, client = '198.51.100.1') =>
    request('/csp-report', {
      method: 'POST',
      headers: { 'content-type': type, 'x-forwarded-for': client },
      body,
    });

  it('logs one line per violation, with origin and path only, and answers 204', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await report('application/csp-report', JSON.stringify(legacy));
    expect(first.status).toBe(204);
    const second = await report('application/reports+json', JSON.stringify(reporting));
    expect(second.status).toBe(204);
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines).toEqual([
      '[web] CSP violation: directive=script-src-elem blocked=https://cdn.evil.example document=/contactanos',
      '[web] CSP violation: directive=style-src-attr blocked=inline document=/en/inicio',
    ]);
    const logged = lines.join('\n');
    for (const secret of [
      'ana',
      'token',
      'secret',
      'Secret UA',
      '198.51.100',
      'google',
      'private',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it('accepts a report whatever Origin the browser sends with it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await request('/csp-report', {
      method: 'POST',
      headers: {
        'content-type': 'application/csp-report',
        origin: 'null',
        'sec-fetch-site': 'cross-site',
        'x-forwarded-for': '198.51.100.2',
      },
      body: JSON.stringify(legacy),
    });
    expect(response.status).toBe(204);
  });

  it('refuses a body over 16 KB with 413, declared or streamed, and logs nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const big = JSON.stringify({
      'csp-report': { ...legacy['csp-report'], sample: 'x'.repeat(17_000) },
    });
    expect((await report('application/csp-report', big, '198.51.100.3')).status).toBe(413);
    const chunked = await request('/csp-report', {
      method: 'POST',
      headers: { 'content-type': 'application/csp-report', 'x-forwarded-for': '198.51.100.3' },
      body: new Blob([big]).stream(),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(warn).not.toHaveBeenCalled();
  });

  it('refuses other content types (415), broken JSON (400) and other methods (405)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect((await report('application/json', JSON.stringify(legacy), '198.51.100.4')).status).toBe(
      415,
    );
    expect((await report('text/plain', 'x', '198.51.100.4')).status).toBe(415);
    expect((await report('application/csp-report', '{', '198.51.100.4')).status).toBe(400);
    const get = await request('/csp-report');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(warn).not.toHaveBeenCalled();
  });

  it('limits each client to 30 reports a minute (429 with Retry-After)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 30; i += 1) {
      expect((await report('application/csp-report', '{}', '198.51.100.5')).status).toBe(204);
    }
    const over = await report('application/csp-report', '{}', '198.51.100.5');
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report('application/csp-report', '{}', '198.51.100.6')).status).toBe(204);
  });
});

describe('language switcher behind the real server', () => {
  it.each(['//evil.example/x', '/\\evil.example', '///evil.example', '/%2F%2Fevil.example'])(
    'links %j to a page of the site',
    async (path) => {
      const answer = await rawHttp(base, `GET ${path} HTTP/1.1\r\nHost: brilla.test`);
      expect(answer.status).toBe(404);
      const hrefs = [...answer.body.matchAll(/href="([^"]*)"/g)].map((match) => match[1] ?? '');
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        expect(new URL(href, 'https://brilla.test/').hostname, href).not.toBe('evil.example');
      }
    },
  );
});

describe('browser files', () => {
  /** The raw answer (fetch would decompress it): status, headers and the bytes as sent. */
  function rawGet(path: string, acceptEncoding?: string) {
    return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      get(`${base}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      }).on('error', reject);
    });
  }

  it('are sent as compressed at build time, in the encoding the client prefers', async () => {
    const gz = await readFile(join(clientDir, 'assets', 'app-def456.js.gz'));
    const br = await readFile(join(clientDir, 'assets', 'app-def456.js.br'));
    const asBrotli = await rawGet('/assets/app-def456.js', 'gzip, deflate, br');
    expect(asBrotli.headers['content-encoding']).toBe('br');
    expect(asBrotli.body.equals(br)).toBe(true);
    const asGzip = await rawGet('/assets/app-def456.js', 'gzip');
    expect(asGzip.headers['content-encoding']).toBe('gzip');
    // The build's level-9 bytes, not compressed again on the way out.
    expect(asGzip.body.equals(gz)).toBe(true);
    const plain = await rawGet('/assets/app-def456.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(APP_JS);
    for (const answer of [asBrotli, asGzip, plain]) {
      expect(answer.headers['content-type']).toMatch(/javascript/);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    }
  });
});

describe('public files', () => {
  it('serve the files at the top of the build for an hour, and nothing from its folders', async () => {
    const icon = await request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await icon.text()).toContain('<svg');
    for (const path of ['/.vite/manifest.json', '/notes/draft.txt']) {
      const answer = await request(path);
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toMatch(/^\{\}$|not public/);
    }
  });
});
