import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type ManagedProcess, startProcess, WEB_DIR, waitForUrl } from '@brilla/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose, override, prod } from '../support/compose';
import { adminApi, adminToken, BLOGS, eventually, type Json, send } from '../support/http';
import { ROOT } from '../support/stack';

const MAIL_CATCHERS = /mailpit|mailhog|maildev|smtp4dev|mailcatcher/i;
const composeFile = (name: string) => readFileSync(path.join(ROOT, name), 'utf8');

// The files themselves; reliability/compose boots them with Docker.
describe('the compose files', () => {
  it('publish ports from the proxy only: on 127.0.0.1 for a developer, bindable in production', () => {
    const publishing = Object.entries(compose.services)
      .filter(([, s]) => (s.ports ?? []).length > 0)
      .map(([n]) => n);
    expect(publishing).toEqual([]);
    for (const [name, service] of Object.entries(override.services)) {
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
    // biome-ignore lint/suspicious/noTemplateCurlyInString: compose's own interpolation
    expect(prod.services.proxy?.ports).toEqual(['${HTTP_BIND:-127.0.0.1}:${HTTP_PORT:-8080}:80']);
  });

  it('keep the mail catcher in the development file only; production requires a relay', () => {
    for (const [name, service] of Object.entries({ ...compose.services, ...prod.services })) {
      expect(service.image ?? '', name).not.toMatch(MAIL_CATCHERS);
    }
    expect(override.services.mailpit?.image).toMatch(MAIL_CATCHERS);
    const cms = prod.services.cms?.environment ?? {};
    for (const name of ['SMTP_HOST', 'EMAIL_FROM', 'CONTACT_NOTIFY_EMAIL']) {
      expect(cms[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    }
  });

  it('pin every third-party image by version, never a floating tag', () => {
    const images = [compose, override, prod].flatMap((file) =>
      Object.values(file.services).map((s) => s.image ?? ''),
    );
    const third = images.filter((image) => image !== '' && !image.startsWith('brilla-'));
    expect(third.length).toBeGreaterThanOrEqual(6);
    for (const image of third) expect(image).toMatch(/:v?\d+\.\d+/);
    expect(third.join(' ')).not.toMatch(/minio/);
    const dockerfile = composeFile('Dockerfile');
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:24\.\d+\.\d+-bookworm-slim$/m);
  });

  it('give the CMS its database password apart from any URL (any character works)', () => {
    const env = compose.services.cms?.environment ?? {};
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env).toMatchObject({ DATABASE_HOST: 'postgres', DATABASE_NAME: 'brilla' });
    expect(compose.services.postgres?.environment?.POSTGRES_PASSWORD_FILE).toBe(
      '/run/brilla/postgres_password',
    );
  });

  it('start the store and the proxy without MinIO, and the CMS without a store of ours', () => {
    expect(compose.services.s3?.image).toMatch(/^chrislusf\/seaweedfs:/);
    expect(compose.services.cms?.depends_on?.s3).toEqual({
      condition: 'service_healthy',
      required: false,
    });
    expect(compose.services.proxy?.depends_on).not.toHaveProperty('s3');
    // Names resolved per request: no upstream block that needs every service at start.
    const nginx = composeFile('deploy/nginx.conf');
    expect(nginx).not.toMatch(/^\s*upstream /m);
    expect(nginx).toMatch(/^resolver 127\.0\.0\.11 /m);
  });

  it('let replicas drain on stop: an init passes SIGTERM on, with time to finish', () => {
    for (const name of ['cms', 'web']) {
      expect(compose.services[name]?.init, name).toBe(true);
      expect(compose.services[name]?.stop_grace_period, name).toBe('15s');
    }
  });

  it('list every variable the production files read in .env.example', () => {
    const read = [composeFile('docker-compose.yml'), composeFile('docker-compose.prod.yml')]
      .join('\n')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .flatMap((line) => [...line.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect([...new Set(read)].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});

/**
 * deploy/nginx.conf run by Debian's nginx in front of this suite's CMS and three web replicas
 * (the suite's two and a third started here), with the container names turned into their
 * addresses and the admin host name filled in, as the nginx image does from CMS_ADMIN_HOST.
 */

/** `node server.js` of the web's production build, as compose and `pnpm start` run it. */
describe('the web start', () => {
  it('lists every wrong setting, with what to set, and exits before it listens', () => {
    const run = spawnSync(process.execPath, ['server.js'], {
      cwd: WEB_DIR,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: '0',
        CMS_URL: 'cms:1337',
        CMS_WEBHOOK_SECRET: 'too-short',
        PREVIEW_SECRET: 'p'.repeat(32),
        CMS_PREVIEW_TOKEN: '',
        CMS_API_TOKEN: 'short',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The web's settings are wrong (4)");
    expect(run.stderr).toContain('- CMS_API_TOKEN is too short or the development value');
    expect(run.stderr).toContain("- CMS_URL is not a URL (got 'cms:1337'); use http://host:port");
    expect(run.stderr).toContain(
      '- CMS_WEBHOOK_SECRET must be at least 32 characters in production (got 9)',
    );
    expect(run.stderr).toContain('- PREVIEW_SECRET is set but CMS_PREVIEW_TOKEN is not');
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(run.stdout).not.toContain('web listening');
  });
});

describe('the README start', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'brilla-readme-start-'));
  const envFile = path.join(dir, 'cms.env');
  let cmsUrl = '';
  let webUrl = '';
  let started: ManagedProcess | undefined;

  beforeAll(async () => {
    const [port, cmsPort] = [await freePort(), await freePort()];
    cmsUrl = `http://127.0.0.1:${cmsPort}`;
    webUrl = `http://127.0.0.1:${port}`;
    mkdirSync(path.join(dir, 'public', 'uploads'), { recursive: true });
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      CMS_PORT: String(cmsPort),
      CMS_URL: cmsUrl,
      SITE_URL: webUrl,
      ENV_PATH: envFile,
      DATABASE_FILENAME: path.join(dir, 'data.db'),
      CMS_PUBLIC_DIR: path.join(dir, 'public'),
      SEED_DIR: path.join(ROOT, 'apps', 'cms', 'tests', 'fixtures', 'seed'),
    };
    for (const name of [
      'NODE_ENV',
      'DATABASE_URL',
      'REDIS_URL',
      'CMS_ADMIN_EMAIL',
      'CMS_ADMIN_PASSWORD',
      'CMS_WEBHOOK_SECRET',
      'WEB_WEBHOOK_URLS',
      'CMS_CACHE_TTL_MS',
      'CMS_API_TOKEN',
      'PREVIEW_SECRET',
      'CMS_PREVIEW_TOKEN',
    ]) {
      delete env[name];
    }
    started = startProcess('pnpm start', process.execPath, ['scripts/start.ts'], {
      cwd: ROOT,
      env,
    });
    await waitForUrl(`${cmsUrl}/_health`, { owner: started, status: 204, timeoutMs: 150_000 });
  });

  afterAll(async () => {
    await started?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A value the start generated into the CMS's env file. */
  function generated(name: string): string {
    const value = new RegExp(`^${name}=(.+)$`, 'm').exec(readFileSync(envFile, 'utf8'))?.[1];
    expect(value, name).toBeDefined();
    return value ?? '';
  }

  /** The first admin's credentials the start generated. */
  const generatedAdmin = () => ({
    email: generated('CMS_ADMIN_EMAIL'),
    password: generated('CMS_ADMIN_PASSWORD'),
  });

  it('serves the admin with the production policy: no inline script, own origin only', async () => {
    const admin = await fetch(`${cmsUrl}/admin`);
    expect(admin.status).toBe(200);
    const csp = admin.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('script-src')).toBe("script-src 'self'");
    expect(directive('connect-src')).toBe("connect-src 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    // Opened under another host name, the admin's page moves to the one the site lets frame
    // it (the preview pane), path and query kept; its API answers under any name.
    const elsewhere = await fetch(`${cmsUrl}/admin/content-manager?page=2`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(elsewhere.status).toBe(302);
    expect(elsewhere.headers.get('location')).toBe(
      `${cmsUrl.replace('127.0.0.1', 'localhost')}/admin/content-manager?page=2`,
    );
  });

  it('creates a first admin from generated credentials and keeps registration closed', async () => {
    const login = await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(generatedAdmin()),
    });
    expect(login.status).toBe(200);
    const register = await fetch(`${cmsUrl}/admin/register-admin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'intruder@example.com',
        password: 'Intruder12345',
        firstname: 'In',
        lastname: 'Truder',
      }),
    });
    expect(register.status).toBeGreaterThanOrEqual(400);
    expect(register.status).toBeLessThan(500);
  });

  it('serves the site in production', async () => {
    await waitForUrl(`${webUrl}/inicio`, {
      owner: started as ManagedProcess,
      status: 200,
      timeoutMs: 60_000,
    });
    const page = await fetch(`${webUrl}/inicio`);
    expect(page.headers.get('content-security-policy')).not.toContain("'unsafe-inline' 'self'");
    expect(await page.text()).not.toContain('/@vite/client');
  });

  it('shows a publish at once and keeps pages a minute meanwhile (the CMS calls the web)', async () => {
    await waitForUrl(`${webUrl}/inicio`, {
      owner: started as ManagedProcess,
      status: 200,
      timeoutMs: 60_000,
    });
    const token = await adminToken(cmsUrl, generatedAdmin());
    const found = await send(`${cmsUrl}/api/blogs?locale=es&pagination[pageSize]=1`, {
      headers: { authorization: `Bearer ${generated('CMS_API_TOKEN')}` },
    });
    expect(found.status, 'the token the start generated and gave both apps').toBe(200);
    // Without it the CMS answers nobody, whatever the spelling.
    for (const p of ['/api/blogs', '/API/blogs', '/Api/contact-submissions']) {
      const method = p.includes('contact') ? 'POST' : 'GET';
      expect([401, 403], p).toContain((await send(`${cmsUrl}${p}`, { method })).status);
    }
    const post = (found.json.data as Json[])[0] as { documentId: string; slug: string };
    const pageUrl = `${webUrl}/blogs/${post.slug}`;
    const pageCache = async () => (await fetch(pageUrl)).headers.get('x-page-cache');
    // A page is kept from its second request on; still kept past a second: with a purge path
    // the web keeps pages a minute (without one, a second).
    await pageCache();
    await pageCache();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await pageCache()).toBe('hit');

    const title = `Publicado desde el admin ${Date.now()}`;
    const entry = `${BLOGS}/${post.documentId}`;
    await adminApi(cmsUrl, token, `${entry}?locale=es`, {
      method: 'PUT',
      body: JSON.stringify({ title }),
    });
    await adminApi(cmsUrl, token, `${entry}/actions/publish?locale=es`, {
      method: 'POST',
      body: '{}',
    });
    const page = await eventually(
      async () => {
        const html = await (await fetch(pageUrl)).text();
        return html.includes(title) ? html : undefined;
      },
      { timeoutMs: 5000, intervalMs: 100, what: 'the site showing the published title' },
    );
    expect(page).toContain(title);
  });
});
