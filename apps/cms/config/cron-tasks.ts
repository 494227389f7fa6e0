import { envString } from '../src/env';

type CronContext = { strapi: { service: (uid: string) => unknown } };
type Notifier = { retryDue: () => Promise<unknown> };
type Inbox = { purgeExpired: () => Promise<unknown> };

const retryRule = envString('CONTACT_RETRY_CRON', '*/1 * * * *');
// Daily at 03:17 (server time) unless told otherwise; the end-to-end stack runs it every few seconds.
const retentionRule = envString('CONTACT_RETENTION_CRON', '17 3 * * *');

/** Every scheduled job of the CMS (config/server.ts turns them on unless CMS_CRON_ENABLED=false). */
export const cronTasks = {
  contactEmailRetry: {
    task: async ({ strapi }: CronContext) => {
      const notifier = strapi.service('api::contact-submission.notifier') as Notifier;
      await notifier.retryDue();
    },
    options: { rule: retryRule },
  },
  contactRetention: {
    task: async ({ strapi }: CronContext) => {
      const inbox = strapi.service('api::contact-submission.inbox') as Inbox;
      await inbox.purgeExpired();
    },
    options: { rule: retentionRule },
  },
};
