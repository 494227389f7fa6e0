import type { Core } from '@strapi/strapi';
import { runDueChanges } from '../src/api/scheduled-change/lib/scheduler';
import { deleteBefore, firstKeptDay } from '../src/api/site-visit/lib/store';
import { envString } from '../src/env';

type CronContext = { strapi: Core.Strapi };
type Notifier = { retryDue: () => Promise<unknown> };
type Inbox = { purgeExpired: () => Promise<unknown> };

const retryRule = envString('CONTACT_RETRY_CRON', '*/1 * * * *');
// At the start of every minute: a change scheduled for 09:00 is made at 09:00:00.
const scheduleRule = envString('SCHEDULE_CRON', '0 * * * * *');
// Daily at 03:17 (server time) unless told otherwise; the end-to-end stack runs it every few seconds.
const retentionRule = envString('CONTACT_RETENTION_CRON', '17 3 * * *');
// Daily at 03:23: the site's visit counts older than 13 months go (decision 049).
const visitRetentionRule = '23 3 * * *';

/** Every scheduled job of the CMS (config/server.ts turns them on unless CMS_CRON_ENABLED=false). */
export const cronTasks = {
  contactEmailRetry: {
    task: async ({ strapi }: CronContext) => {
      const notifier = strapi.service('api::contact-submission.notifier') as Notifier;
      await notifier.retryDue();
    },
    options: { rule: retryRule },
  },
  scheduledChanges: {
    task: async ({ strapi }: CronContext) => {
      await runDueChanges(strapi);
    },
    options: { rule: scheduleRule },
  },
  contactRetention: {
    task: async ({ strapi }: CronContext) => {
      const inbox = strapi.service('api::contact-submission.inbox') as Inbox;
      await inbox.purgeExpired();
    },
    options: { rule: retentionRule },
  },
  siteVisitRetention: {
    task: async ({ strapi }: CronContext) => {
      await deleteBefore(strapi.db.connection, firstKeptDay(new Date()));
    },
    options: { rule: visitRetentionRule },
  },
};
