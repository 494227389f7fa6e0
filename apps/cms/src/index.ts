import type { Core } from '@strapi/strapi';
import { ensureFirstAdmin } from './bootstrap/admin-user';
import { assertDatabaseReachable } from './bootstrap/database-check';
import { ensureLocales } from './bootstrap/locales';
import { syncPublicPermissions } from './bootstrap/permissions';
import { seedContent } from './bootstrap/seed';
import { closeAll } from './lib/closers';
import { registerWebWebhook } from './lib/web-webhook';

type RateLimiter = { close: () => Promise<void> };
type ContactService = { drain: () => Promise<void> };

/** How long a stopping CMS waits for notification e-mails still being sent. */
const DRAIN_MS = 5_000;

/** Arms the publish webhook once the first-start seed is done (the seed notifies nobody). */
const webhooks = new WeakMap<object, { arm: () => void }>();

export default {
  async register({ strapi }: { strapi: Core.Strapi }) {
    await assertDatabaseReachable(strapi);
    webhooks.set(strapi, registerWebWebhook(strapi));
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await syncPublicPermissions(strapi);
    await ensureFirstAdmin(strapi);
    await seedContent(strapi);
    webhooks.get(strapi)?.arm();
  },

  async destroy({ strapi }: { strapi: Core.Strapi }) {
    // E-mails not sent by then stay "pending" and the retry job sends them after a restart.
    const contact = strapi.service('api::contact-submission.contact') as unknown as ContactService;
    await Promise.race([
      contact.drain(),
      new Promise((resolve) => setTimeout(resolve, DRAIN_MS).unref()),
    ]);
    await (strapi.service('api::contact-submission.rate-limit') as unknown as RateLimiter).close();
    await closeAll(strapi);
  },
};
