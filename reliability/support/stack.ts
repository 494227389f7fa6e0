import path from 'node:path';
import {
  CMS_DIR as CMS_ROOT,
  freePort,
  type StackSecrets as Secrets,
  type Service,
  STACK_API_TOKEN,
  startCms as startCmsProcess,
  startWeb as startWebProcess,
} from '@brilla/testkit';
import { inheritedEnv } from './env';

export { CMS_DIR as CMS_ROOT, ROOT, type Service } from '@brilla/testkit';
export type { Secrets };

/** The CMS tests' small seed (two pages, two posts, settings): seconds instead of ~30 s. */
const FIXTURE_SEED = path.join(CMS_ROOT, 'tests', 'fixtures', 'seed');
export const ADMIN = { email: 'admin@reliability.test', password: 'Reliable12345' };

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

/** `strapi start` of the built CMS, as in production; resolves once /_health answers 204. */
export async function startCms(
  name: string,
  settings: CmsSettings,
  port?: number,
): Promise<Service> {
  const chosen = port ?? (await freePort());
  return startCmsProcess({ name, port: chosen, env: cmsEnv(chosen, settings), status: 204 });
}

/** `node apps/web/server.js` of the production build; resolves once /healthz answers 200. */
export async function startWeb(
  name: string,
  cmsUrl: string,
  env: Record<string, string> = {},
): Promise<Service> {
  const port = await freePort();
  return startWebProcess({
    name,
    port,
    status: 200,
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CMS_URL: cmsUrl,
      CMS_API_TOKEN: STACK_API_TOKEN,
      SITE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
}
