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
      },
    },
    path.join(ARTIFACTS, 'cms.log'),
  );
  const web = startWeb('web', webPort, cmsUrl);

  await waitForUrl(`${cmsUrl}/_health`, 'cms');
  await waitForUrl(`http://127.0.0.1:${webPort}/healthz`, 'web');

  process.env.E2E_BASE_URL = `http://127.0.0.1:${webPort}`;
  process.env.E2E_CMS_URL = cmsUrl;
  process.env.E2E_MAIL_FILE = mailFile;

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
