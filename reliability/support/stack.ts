import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '@brilla/cms/tests/helpers/net';
import { inheritedEnv } from './env';
import { type ManagedProcess, startProcess, waitForHttp } from './process';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const CMS_ROOT = path.join(ROOT, 'apps', 'cms');
export const WEB_ROOT = path.join(ROOT, 'apps', 'web');
/** The CMS tests' small seed (two pages, two posts, settings): seconds instead of ~30 s. */
export const FIXTURE_SEED = path.join(CMS_ROOT, 'tests', 'fixtures', 'seed');
export const ADMIN = { email: 'admin@reliability.test', password: 'Reliable12345' };

export type Secrets = Record<
  | 'APP_KEYS'
  | 'API_TOKEN_SALT'
  | 'ADMIN_JWT_SECRET'
  | 'TRANSFER_TOKEN_SALT'
  | 'JWT_SECRET'
  | 'ENCRYPTION_KEY',
  string
>;

/** One set per run, shared by every CMS replica (an admin token from one works on the other). */
export function generateSecrets(): Secrets {
  const secret = () => randomBytes(24).toString('base64');
  return {
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}

export type CmsSettings = {
  databaseUrl: string;
  redisUrl: string;
  secrets: Secrets;
  publicDir: string;
  seed: boolean;
  cron: boolean;
  smtpPort?: number;
  env?: Record<string, string>;
};

export function cmsEnv(port: number, settings: CmsSettings): NodeJS.ProcessEnv {
  return {
    ...inheritedEnv(),
    ...settings.secrets,
    NODE_ENV: 'production',
    // No apps/cms/.env: this run's settings only.
    ENV_PATH: path.join(settings.publicDir, 'no.env'),
    STRAPI_TELEMETRY_DISABLED: 'true',
    STRAPI_DISABLE_UPDATE_NOTIFICATION: 'true',
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    // The web servers in front of it run on this machine.
    CMS_TRUSTED_PROXIES: 'loopback',
    CMS_PUBLIC_DIR: settings.publicDir,
    DATABASE_URL: settings.databaseUrl,
    DATABASE_POOL_MAX: '8',
    REDIS_URL: settings.redisUrl,
    CMS_SEED: String(settings.seed),
    SEED_DIR: FIXTURE_SEED,
    CMS_CRON_ENABLED: String(settings.cron),
    CMS_ADMIN_EMAIL: ADMIN.email,
    CMS_ADMIN_PASSWORD: ADMIN.password,
    ...(settings.smtpPort
      ? {
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(settings.smtpPort),
          SMTP_TIMEOUT_MS: '3000',
          EMAIL_FROM: 'web@reliability.test',
          CONTACT_NOTIFY_EMAIL: 'staff@reliability.test',
          // The load suites store far more than a site's hourly e-mail budget, and the budget's
          // counter lives in the shared Redis: the suites that check e-mail must not find it spent.
          CONTACT_EMAIL_MAX_PER_HOUR: '1000000',
        }
      : {}),
    ...settings.env,
  };
}

export type Service = { name: string; url: string; port: number; process: ManagedProcess };

function assertBuilt(): void {
  const missing = [
    path.join(CMS_ROOT, 'dist', 'src', 'index.js'),
    path.join(CMS_ROOT, 'dist', 'build', 'index.html'),
    path.join(WEB_ROOT, 'build', 'server', 'index.js'),
  ].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The apps are not built (${missing.map((f) => path.relative(ROOT, f)).join(', ')} missing); run "pnpm build" (pnpm test builds them first).`,
    );
  }
}

/** `strapi start` of the built CMS, as in production; resolves once /_health answers 204. */
export async function startCms(
  name: string,
  settings: CmsSettings,
  port?: number,
): Promise<Service> {
  assertBuilt();
  const chosen = port ?? (await freePort());
  const child = startProcess(
    name,
    path.join(CMS_ROOT, 'node_modules', '.bin', 'strapi'),
    ['start'],
    {
      cwd: CMS_ROOT,
      env: cmsEnv(chosen, settings),
    },
  );
  const url = `http://127.0.0.1:${chosen}`;
  try {
    await waitForHttp(`${url}/_health`, child, { status: 204, timeoutMs: 150_000 });
  } catch (error) {
    await child.stop('SIGKILL');
    throw error;
  }
  return { name, url, port: chosen, process: child };
}

/** `node apps/web/server.js` of the production build; resolves once /healthz answers. */
export async function startWeb(
  name: string,
  cmsUrl: string,
  env: Record<string, string> = {},
): Promise<Service> {
  assertBuilt();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startProcess(name, process.execPath, ['server.js'], {
    cwd: WEB_ROOT,
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: cmsUrl,
      SITE_URL: url,
      ...env,
    },
  });
  try {
    await waitForHttp(`${url}/healthz`, child, { timeoutMs: 60_000 });
  } catch (error) {
    await child.stop('SIGKILL');
    throw error;
  }
  return { name, url, port, process: child };
}
