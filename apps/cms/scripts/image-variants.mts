#!/usr/bin/env node
// `pnpm --filter @brilla/cms images:variants`: loads the built CMS against its configured
// database and storage (local disk or S3) and gives every stored image the variants an upload
// gets (docs/decisions/024-cms-image-variants.md). Idempotent: an image that has them is skipped.
// Run it once after deploying the change; stop the CMS first on SQLite.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { createStrapi as CreateStrapi } from '@strapi/strapi';
import type { backfillVariants as BackfillVariants } from '../src/lib/image-variants-backfill';

const appDir = path.resolve(import.meta.dirname, '..');
const distDir = path.join(appDir, 'dist');
const compiled = path.join(distDir, 'src', 'lib', 'image-variants-backfill.js');
if (!existsSync(compiled)) {
  console.error('[images:variants] The CMS is not built; run "pnpm build" first.');
  process.exit(1);
}

process.env.CMS_CRON_ENABLED = 'false';
const require = createRequire(import.meta.url);
const { createStrapi }: { createStrapi: typeof CreateStrapi } = require('@strapi/strapi');
const { backfillVariants }: { backfillVariants: typeof BackfillVariants } = require(compiled);

const strapi = createStrapi({ appDir, distDir, autoReload: false, serveAdminPanel: false });
let code = 0;
try {
  await strapi.load();
  const { done, skipped, failed } = await backfillVariants(strapi, (line) =>
    console.log(`[images:variants] ${line}`),
  );
  console.log(
    `[images:variants] ${done} images given variants, ${skipped} already had them or take none, ${failed.length} failed${failed.length ? `: ${failed.join(', ')}` : ''}.`,
  );
  if (failed.length > 0) code = 1;
} catch (error) {
  console.error(`[images:variants] ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
}
await strapi.destroy();
process.exit(code);
