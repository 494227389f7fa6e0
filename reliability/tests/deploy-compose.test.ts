import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, type ManagedProcess, startProcess, WEB_DIR, waitForUrl } from '@brilla/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compose, composeText, production, withDefault } from '../support/compose';
import { adminApi, adminToken, BLOGS, eventually, type Json, send } from '../support/http';
import { ROOT } from '../support/stack';

const MAIL_CATCHERS = /mailpit|mailhog|maildev|smtp4dev|mailcatcher/i;

describe('docker-compose.yml', () => {
  it('publishes a port from the proxy only; development services on 127.0.0.1 only', () => {
    const publishing = production.filter(([, s]) => (s.ports ?? []).length > 0).map(([n]) => n);
    expect(publishing).toEqual(['proxy']);
    for (const [name, service] of Object.entries(compose.services)) {
      if (!service.profiles?.length) continue;
      for (const port of service.ports ?? []) expect(port, name).toMatch(/^127\.0\.0\.1:/);
    }
  });

  it('has no mail catcher in production, and requires a real SMTP relay', () => {
    for (const [name, service] of production) {
      expect(service.image ?? '', name).not.toMatch(MAIL_CATCHERS);
    }
    const cms = compose.services.cms?.environment ?? {};
    // `${SMTP_HOST:?…}`: compose refuses to start without it; no default can point at a catcher.
    expect(cms.SMTP_HOST).toMatch(/^\$\{SMTP_HOST:\?/);
    for (const name of ['EMAIL_FROM', 'CONTACT_NOTIFY_EMAIL']) {
      expect(cms[name], name).toMatch(new RegExp(`^\\$\\{${name}:\\?`));
    }
  });

  it('runs both apps in production, trusting forwarding headers from private addresses only', () => {
    expect(compose.services.cms?.environment?.NODE_ENV).toBe('production');
    expect(compose.services.web?.environment?.NODE_ENV).toBe('production');
    expect(compose.services.cms?.environment?.CMS_TRUSTED_PROXIES).toBe('uniquelocal');
  });

  // docs/decisions/015-cms-shared-uploads-on-s3.md
  it('keeps uploads in one MinIO bucket that every CMS replica writes, its data in a volume', () => {
    const minio = compose.services.minio;
    expect(minio?.image).toMatch(/^minio\/minio:RELEASE\./);
    expect(minio?.healthcheck?.test?.length).toBeGreaterThan(0);
    // `server <dir>`: the volume is mounted where MinIO keeps its data.
    expect(minio?.command?.[0]).toBe('server');
    expect(minio?.volumes).toEqual([`miniodata:${minio?.command?.[1]}`]);
    expect(compose.volumes).toHaveProperty('miniodata');
    const init = compose.services['minio-bucket'];
    expect(init?.image).toMatch(/^minio\/mc:RELEASE\./);
    expect(init?.depends_on?.minio?.condition).toBe('service_healthy');
    expect(init?.command?.join(' ')).toMatch(/mc mb --ignore-existing "brilla\/\$\$S3_BUCKET"/);
    const cms = compose.services.cms;
    expect(cms?.depends_on?.['minio-bucket']?.condition).toBe('service_completed_successfully');
    // One store only: no replica keeps uploads on its own disk.
    expect(cms?.volumes ?? []).toEqual([]);
    expect(compose.volumes).not.toHaveProperty('uploads');
    // Without S3_* the image writes to <WORKDIR>/public/uploads: where a single CMS container
    // mounts its volume (decision 015).
    const dockerfile = readFileSync(path.join(ROOT, 'apps', 'cms', 'Dockerfile'), 'utf8');
    const workdir = [...dockerfile.matchAll(/^WORKDIR\s+(\S+)/gm)].at(-1)?.[1];
    expect(`${workdir}/public/uploads`).toBe('/app/public/uploads');
    expect(dockerfile).toMatch(/mkdir -p public\/uploads/);
  });

  it('gives the CMS S3 settings with MinIO defaults, and required keys MinIO shares', () => {
    const env = compose.services.cms?.environment ?? {};
    expect(env.S3_ENDPOINT).toBe(withDefault('S3_ENDPOINT', 'http://minio:9000'));
    expect(env.S3_BUCKET).toBe(withDefault('S3_BUCKET', 'brilla-media'));
    expect(env.S3_REGION).toBe(withDefault('S3_REGION', 'us-east-1'));
    // No default key: compose refuses to start without them, as for every other secret.
    expect(env.S3_ACCESS_KEY_ID).toMatch(/^\$\{S3_ACCESS_KEY_ID:\?/);
    expect(env.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
    const minio = compose.services.minio?.environment ?? {};
    expect(minio.MINIO_ROOT_USER).toMatch(/^\$\{S3_ACCESS_KEY_ID:\?/);
    expect(minio.MINIO_ROOT_PASSWORD).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
    for (const name of ['minio-bucket', 'proxy']) {
      expect(compose.services[name]?.environment?.S3_BUCKET, name).toBe(env.S3_BUCKET);
    }
    // Files are linked at the site's /media/ (the proxy serves the bucket there, tested below),
    // and the web lets pages show images from wherever that is.
    expect(env.S3_PUBLIC_URL).toBe(
      withDefault('S3_PUBLIC_URL', `${withDefault('SITE_URL', 'http://localhost:8080')}/media`),
    );
    expect(compose.services.web?.environment?.MEDIA_ORIGINS).toBe(env.S3_PUBLIC_URL);
    expect(compose.services.proxy?.depends_on?.minio?.condition).toBe('service_healthy');
  });

  it('lists every variable the compose file reads in .env.example', () => {
    const read = composeText
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .flatMap((line) => [...line.matchAll(/(?<!\$)\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const listed = new Set([...example.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    expect([...new Set(read)].filter((name) => !listed.has(name)).sort()).toEqual([]);
    for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL']) {
      expect(listed, name).toContain(name);
    }
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
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The web's settings are wrong (3)");
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
      'PREVIEW_SECRET',
      'CMS_PREVIEW_TOKEN',
    ]) {
      delete env[name];
    }
    started = startProcess('pnpm start', process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env,
    });
    await waitForUrl(`${cmsUrl}/_health`, { owner: started, status: 204, timeoutMs: 150_000 });
  });

  afterAll(async () => {
    await started?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** The first admin's credentials the start generated into the CMS's env file. */
  function generatedAdmin() {
    const saved = readFileSync(envFile, 'utf8');
    const email = /^CMS_ADMIN_EMAIL=(.+)$/m.exec(saved)?.[1];
    const password = /^CMS_ADMIN_PASSWORD=(.+)$/m.exec(saved)?.[1];
    expect(email).toBeDefined();
    return { email: email ?? '', password: password ?? '' };
  }

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
    const found = await send(`${cmsUrl}/api/blogs?locale=es&pagination[pageSize]=1`);
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
