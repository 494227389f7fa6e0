import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startCms } from '../../scripts/stack.mjs';
import { startMailSink } from './mail-sink';
import { ADMIN, ARTIFACTS, freePort, startWeb, waitForUrl } from './stack';

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

  const [smtpPort, cmsPort, webPort] = [await freePort(), await freePort(), await freePort()];
  const sink = await startMailSink(smtpPort, mailFile);
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const baseUrl = `http://127.0.0.1:${webPort}`;
  // Preview (specs/preview.spec.ts): the CMS creates its read-only token from this value.
  const preview = {
    PREVIEW_SECRET: randomBytes(32).toString('hex'),
    CMS_PREVIEW_TOKEN: randomBytes(32).toString('hex'),
  };

  const cms = startCms(
    {
      port: cmsPort,
      databaseFile: path.join(dataDir, 'cms.db'),
      admin: ADMIN,
      extra: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(smtpPort),
        EMAIL_FROM: 'web@brilla.test',
        CONTACT_NOTIFY_EMAIL: 'equipo@brilla.test',
        SITE_URL: baseUrl,
        ...preview,
        // The retention job every 2 s, so the journey sees an expired message go.
        CONTACT_RETENTION_CRON: '*/2 * * * * *',
      },
    },
    path.join(ARTIFACTS, 'cms.log'),
  );
  const web = startWeb('web', webPort, cmsUrl, { ...preview, CMS_ADMIN_ORIGIN: cmsUrl });

  await waitForUrl(`${cmsUrl}/_health`, 'cms');
  await waitForUrl(`http://127.0.0.1:${webPort}/healthz`, 'web');

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_CMS_URL = cmsUrl;
  process.env.E2E_MAIL_FILE = mailFile;
  process.env.E2E_CMS_DB = path.join(dataDir, 'cms.db');

  return async () => {
    for (const child of [web, cms]) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already stopped
      }
    }
    await new Promise<void>((resolve) => sink.close(() => resolve()));
  };
}
