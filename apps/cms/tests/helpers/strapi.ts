import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, STACK_API_TOKEN, stackSecrets } from '@brilla/testkit';
import type { Core } from '@strapi/strapi';

export const CMS_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const FIXTURE_SEED = path.join(CMS_ROOT, 'tests', 'fixtures', 'seed');
const require = createRequire(import.meta.url);

const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_PUBLIC_URL',
  'S3_FORCE_PATH_STYLE',
  'S3_ACL',
];

/** The first super admin every test CMS creates. */
export const ADMIN = { email: 'admin@example.com', password: 'Admin12345' } as const;

export type BootedStrapi = { strapi: Core.Strapi; baseUrl: string; close: () => Promise<void> };

/** The API tests run the compiled CMS (the turbo test task depends on the build). */
export function assertBuilt(): void {
  const missing: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      // src/admin is the admin panel's customisation, bundled into dist/build, not compiled.
      if (entry.isDirectory()) {
        if (file !== path.join(CMS_ROOT, 'src', 'admin')) walk(file);
      } else if (/\.(ts|json)$/.test(entry.name) && !entry.name.endsWith('.test.ts')) {
        const relative = path.relative(CMS_ROOT, file).replace(/\.ts$/, '.js');
        if (!existsSync(path.join(CMS_ROOT, 'dist', relative))) missing.push(relative);
      }
    }
  };
  walk(path.join(CMS_ROOT, 'src'));
  walk(path.join(CMS_ROOT, 'config'));
  if (missing.length > 0) {
    throw new Error(
      `dist/ lacks ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? '…' : ''}; run "pnpm --filter @brilla/cms build" first.`,
    );
  }
}

/** The web's credential (CMS_API_TOKEN of every test CMS): the content API answers nobody else. */
export const WEB_TOKEN = { authorization: `Bearer ${STACK_API_TOKEN}` };

/**
 * The environment of a test CMS: fresh secrets, 127.0.0.1:`port`, a SQLite file and uploads in
 * `tmp`, no Redis, SMTP or S3, the fixture seed and a first super admin; `env` overrides any of it
 * (undefined unsets).
 */
export function cmsTestEnv(
  tmp: string,
  port: number,
  env: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  // The OS temp directory of this CMS (the body parser writes uploads there): the tests check
  // that no request leaves a file in it, which other processes on the machine would blur.
  mkdirSync(path.join(tmp, 'os-tmp'), { recursive: true });
  return {
    NODE_ENV: 'test',
    ENV_PATH: path.join(tmp, 'no.env'),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    ...stackSecrets(),
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    // Tests stand in for the web server, which forwards the visitor's address.
    CMS_TRUSTED_PROXIES: 'loopback',
    CMS_PUBLIC_DIR: path.join(tmp, 'public'),
    TMPDIR: path.join(tmp, 'os-tmp'),
    CMS_CRON_ENABLED: 'false',
    DATABASE_URL: undefined,
    DATABASE_FILENAME: path.join(tmp, 'data.db'),
    REDIS_URL: undefined,
    SMTP_HOST: undefined,
    // Uploads on local disk (tmp/public/uploads) unless a test gives S3_* (tests/uploads-s3.test.ts).
    ...Object.fromEntries(S3_VARIABLES.map((name) => [name, undefined])),
    SEED_DIR: FIXTURE_SEED,
    CMS_ADMIN_EMAIL: ADMIN.email,
    CMS_ADMIN_PASSWORD: ADMIN.password,
    ...env,
  };
}

/**
 * Boots the built CMS (dist/) in this process on a free 127.0.0.1 port, with its own SQLite
 * file (or the given DATABASE_URL), uploads in a temp dir and the fixture seed.
 * Loaded through require: importing @strapi/strapi as ESM fails on a lodash/fp directory import.
 * Strapi keeps registries per process, so one process boots it once: restarts need
 * `startCmsProcess` (helpers/cms-process.ts).
 */
export async function bootStrapi(
  env: Record<string, string | undefined> = {},
): Promise<BootedStrapi> {
  assertBuilt();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'brilla-cms-test-'));
  mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });
  const port = await freePort();
  const settings = cmsTestEnv(tmp, port, env);
  // biome-ignore lint/style/noProcessEnv: the harness sets the CMS's environment before booting it
  const environment = process.env;
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete environment[name];
    else environment[name] = value;
  }
  const { createStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
  const strapi = createStrapi({
    appDir: CMS_ROOT,
    distDir: path.join(CMS_ROOT, 'dist'),
    autoReload: false,
    serveAdminPanel: false,
  });
  await strapi.load();
  await strapi.listen();
  return {
    strapi,
    baseUrl: `http://127.0.0.1:${port}`,
    // strapi.destroy() would remove every process listener and kill vitest's worker.
    async close() {
      await strapi.server.destroy();
      await strapi.db.destroy();
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

/** Loads a compiled module of the CMS (dist/src/...), the code that really runs. */
export function loadDist<T>(relative: string): T {
  return require(path.join(CMS_ROOT, 'dist', 'src', relative)) as T;
}
