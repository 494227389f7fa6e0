import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cmsEnv, freePort, secret, startCms, startTogether } from '@brilla/testkit';
import { startMailSink } from '@brilla/testkit/mail';
import { ADMIN, ARTIFACTS, logFile, startE2eWeb } from './stack';

/**
 * Starts the stack the README way (production builds, fresh SQLite, seeded on first start) with
 * a local SMTP sink, or reuses a running one when E2E_BASE_URL and E2E_CMS_URL are set.
 * Workers read the addresses from process.env.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const runId = new Date().toISOString().replace(/[:.]/g, '-');
  process.env.E2E_SCREENSHOTS = path.join(ARTIFACTS, 'screenshots', runId);
  mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });

  if (process.env.E2E_BASE_URL && process.env.E2E_CMS_URL) {
    return async () => {};
  }

  const dataDir = path.join(ARTIFACTS, 'data');
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const mailFile = path.join(dataDir, 'mail.jsonl');
  writeFileSync(mailFile, '');

  // The workers are other processes: they read the sink's messages from the file.
  const sink = await startMailSink({ file: mailFile });
  const [cmsPort, webPort] = [await freePort(), await freePort()];
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  // Preview (specs/preview.spec.ts): the CMS creates its read-only token from this value.
  const preview = { PREVIEW_SECRET: secret(32, 'hex'), CMS_PREVIEW_TOKEN: secret(32, 'hex') };

  const started = startTogether(
    startCms({
      name: 'cms',
      via: 'pnpm',
      port: cmsPort,
      env: cmsEnv({
        port: cmsPort,
        databaseFile: path.join(dataDir, 'cms.db'),
        admin: ADMIN,
        extra: {
          SMTP_HOST: '127.0.0.1',
          SMTP_PORT: String(sink.port),
          EMAIL_FROM: 'web@brilla.test',
          CONTACT_NOTIFY_EMAIL: 'equipo@brilla.test',
          SITE_URL: baseUrl,
          ...preview,
          // The retention job every 2 s, so the journey sees an expired message go.
          CONTACT_RETENTION_CRON: '*/2 * * * * *',
        },
      }),
      logFile: logFile('cms'),
      timeoutMs: 120_000,
    }),
    startE2eWeb('web', webPort, cmsUrl, { ...preview, CMS_ADMIN_ORIGIN: cmsUrl }, 120_000),
  );
  const [cms, web] = await started.catch(async (error: unknown) => {
    await sink.stop();
    throw error;
  });

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_CMS_URL = cmsUrl;
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_CMS_DB = path.join(dataDir, 'cms.db');

  return async () => {
    await Promise.all([web.process.stop(), cms.process.stop()]);
    await sink.stop();
  };
}
