import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stackSecrets } from '@brilla/testkit';
import { startMailSink } from '@brilla/testkit/mail';
import type {} from 'vitest';
import type { TestProject } from 'vitest/node';
import { assertRedis, createDatabase, REDIS_URL } from './services';
import { type Secrets, type Service, startCms, startWeb } from './stack';

/** How long the suite's web replicas keep pages and CMS answers. */
export const WEB_CACHE_TTL_MS = '60000';

/** What every test file gets through `inject('stack')`. */
export type StackInfo = {
  cms: [string, string];
  web: [string, string];
  /** Contact messages per client that web 1 and web 2 accept together (CONTACT_RATE_LIMIT_POINTS). */
  webContactLimit: number;
  databaseUrl: string;
  redisUrl: string;
  secrets: Secrets;
  publicDir: string;
  smtpPort: number;
  startedInMs: number;
};

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackInfo;
  }
}

/**
 * The production topology without Docker: one throwaway PostgreSQL database and the local Redis,
 * two CMS processes (`strapi start`; the first seeds, then the second starts on the seeded
 * database; only the first runs the cron), two web processes (web 1 → CMS 1, web 2 → CMS 2) and
 * an SMTP sink. Started once; every file shares it and leaves it running.
 */
export default async function setup(project: TestProject) {
  const started = Date.now();
  await assertRedis(REDIS_URL);
  const database = await createDatabase('brilla_reliability');
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'brilla-reliability-'));
  const publicDir = path.join(tmp, 'public');
  mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const sink = await startMailSink();
  const smtpPort = sink.port;
  const secrets = stackSecrets();
  const services: Service[] = [];
  // If this process dies without running the teardown, the servers must not outlive it.
  const killAll = () => {
    for (const service of services) service.process.kill();
  };
  process.once('exit', killAll);

  const teardown = async () => {
    process.off('exit', killAll);
    await Promise.all(services.map((service) => service.process.stop()));
    await sink.stop();
    await database.drop();
    rmSync(tmp, { recursive: true, force: true });
  };

  try {
    const settings = {
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      secrets,
      publicDir,
      smtpPort,
    };
    const cms1 = await startCms('cms-1', { ...settings, seed: true, cron: true });
    services.push(cms1);
    const cms2 = await startCms('cms-2', { ...settings, seed: true, cron: false });
    services.push(cms2);
    // The webs share their contact limit through the same Redis. It is set below the CMS's
    // (5 per client) so that the web's own limit is the one a test sees.
    const webContactLimit = 3;
    // Pages and CMS answers are kept a minute, as a busy site would: a publish reaches them only
    // through the CMS's Redis broadcast (decision 039).
    const webEnv = {
      REDIS_URL,
      CONTACT_RATE_LIMIT_POINTS: String(webContactLimit),
      CMS_CACHE_TTL_MS: WEB_CACHE_TTL_MS,
    };
    const [web1, web2] = await Promise.all([
      startWeb('web-1', cms1.url, webEnv),
      startWeb('web-2', cms2.url, webEnv),
    ]);
    services.push(web1, web2);
    project.provide('stack', {
      cms: [cms1.url, cms2.url],
      web: [web1.url, web2.url],
      webContactLimit,
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      secrets,
      publicDir,
      smtpPort,
      startedInMs: Date.now() - started,
    });
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
