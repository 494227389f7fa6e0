import type { Core } from '@strapi/strapi';
import { registerContactSubmission } from './api/contact-submission/register';
import { registerPublishedVersions } from './api/published-version/register';
import { registerRedirect } from './api/redirect/register';
import { registerScheduledChanges } from './api/scheduled-change/register';
import { registerSiteSetting } from './api/site-setting/register';
import { ensureVisitTables } from './api/site-visit/lib/store';
import { registerSiteVisits } from './api/site-visit/register';
import { syncAdminRoles } from './bootstrap/admin-roles';
import { ensureFirstAdmin } from './bootstrap/admin-user';
import { ensureApiTokens } from './bootstrap/api-tokens';
import { assertDatabaseReachable } from './bootstrap/database-check';
import { applyEditorLayouts, fieldLabel } from './bootstrap/editor-layout';
import { ensureLocales } from './bootstrap/locales';
import { revokePublicPermissions } from './bootstrap/permissions';
import { seedContent } from './bootstrap/seed';
import { ensureUploadBucket } from './bootstrap/upload-bucket';
import { guardCredentialActions } from './lib/admin/credential-guard';
import { equalizeSignInTiming } from './lib/admin/sign-in-timing';
import { closeAll } from './lib/closers';
import { acquireSessionLock, LOCKS } from './lib/db-lock';
import { stopGracefully } from './lib/graceful-shutdown';
import { registerImageAltRule } from './lib/image-alt-publish';
import { scopePreviewUrls } from './lib/preview/preview-url-scope';
import { registerSeoPanelRoute } from './lib/seo-panel/route';
import { apiService } from './lib/strapi-services';
import { registerImageCleaning } from './lib/upload-image-cleaning';
import { registerWebWebhook } from './lib/web-webhook';

/** How long a stopping CMS waits for notification e-mails still being sent. */
const DRAIN_MS = 5_000;

/** Arms the publish webhook once the first-start seed is done (the seed notifies nobody). */
const webhooks = new WeakMap<object, { arm: () => void }>();
/**
 * Replicas starting together on one PostgreSQL database take turns from `register` to the end of
 * `bootstrap`: Strapi's schema sync, its default roles and our setup are not safe to run twice
 * at once. The next replica then finds everything in place.
 */
const bootLocks = new WeakMap<object, () => Promise<void>>();

async function releaseBootLock(strapi: Core.Strapi): Promise<void> {
  await bootLocks.get(strapi)?.();
  bootLocks.delete(strapi);
}

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    // SIGTERM/SIGINT: requests in flight finish, then the database closes (with a deadline).
    stopGracefully(strapi);
    await assertDatabaseReachable(strapi);
    bootLocks.set(strapi, await acquireSessionLock(strapi, LOCKS.boot));
    guardCredentialActions(strapi);
    scopePreviewUrls(strapi);
    equalizeSignInTiming(strapi);
    // The edit view's search preview asks the site's address here (src/admin/seo-panel/).
    registerSeoPanelRoute(strapi);
    // Every stored image and variant: turned upright, with no EXIF, GPS, XMP or IPTC.
    registerImageCleaning(strapi);
    // Each content type's own hooks: src/api/<type>/register.ts. Published versions first: its
    // middleware runs around the slug and redirect ones and keeps what they publish.
    registerPublishedVersions(strapi);
    registerRedirect(strapi);
    registerSiteSetting(strapi);
    registerContactSubmission(strapi);
    registerScheduledChanges(strapi);
    // The site's figures for staff: their permission and admin routes (decision 049).
    await registerSiteVisits(strapi);
    // No page, post, banner or testimonial goes out with an image lacking its alt text.
    registerImageAltRule(strapi, fieldLabel);
    webhooks.set(strapi, registerWebWebhook(strapi));
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    try {
      await ensureUploadBucket(strapi);
      await ensureLocales(strapi);
      await ensureVisitTables(strapi.db.connection);
      await revokePublicPermissions(strapi);
      await ensureFirstAdmin(strapi);
      await ensureApiTokens(strapi);
      await syncAdminRoles(strapi);
      await seedContent(strapi);
      await applyEditorLayouts(strapi);
    } finally {
      await releaseBootLock(strapi);
    }
    webhooks.get(strapi)?.arm();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    await releaseBootLock(strapi);
    // E-mails not sent by then stay "pending" and the retry job sends them after a restart.
    const contact = apiService<{ drain: () => Promise<void> }>(
      strapi,
      'api::contact-submission.contact',
      ['drain'],
    );
    await Promise.race([
      contact.drain(),
      new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
    ]);
    const limiter = apiService<{ close: () => Promise<void> }>(
      strapi,
      'api::contact-submission.rate-limit',
      ['close'],
    );
    await limiter.close();
    await closeAll(strapi);
  },
};
