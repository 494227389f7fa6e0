#!/usr/bin/env node
// `pnpm seed`: loads the built CMS against its configured database, creates every seed entry
// that is missing (a deleted seeded entry comes back; edited entries are left alone) and exits.
// The CMS never does this on its own after the first start; this is for developers.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { createStrapi as CreateStrapi } from '@strapi/strapi';
import type { reseedMissing as ReseedMissing } from '../src/bootstrap/seed';

const appDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(appDir, 'dist');
const compiled = path.join(distDir, 'src', 'bootstrap', 'seed.js');
if (!existsSync(compiled)) {
  console.error('[seed] The CMS is not built; run "pnpm build" first.');
  process.exit(1);
}

// Background jobs would keep the process alive; this run only seeds.
process.env.CMS_CRON_ENABLED = 'false';
const require = createRequire(import.meta.url);
const { createStrapi }: { createStrapi: typeof CreateStrapi } = require('@strapi/strapi');
const { reseedMissing }: { reseedMissing: typeof ReseedMissing } = require(compiled);

const strapi = createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false });
let code = 0;
try {
  await strapi.load();
  const { summary } = await reseedMissing(strapi);
  const created = Object.entries(summary).filter(([, n]) => n > 0);
  console.log(
    created.length > 0
      ? `[seed] Created ${created.map(([type, n]) => `${type} ${n}`).join(', ')} localizations.`
      : '[seed] Nothing was missing.',
  );
} catch (error) {
  console.error(`[seed] ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
}
await strapi.destroy();
process.exit(code);
