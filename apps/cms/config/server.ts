import { envBool, envInt, envOptional, envSecretList, envString, trustedProxies } from '../src/env';

type CronContext = { strapi: { service: (uid: string) => unknown } };
type Notifier = { retryDue: () => Promise<unknown> };
type Inbox = { purgeExpired: () => Promise<unknown> };

const retryRule = envString('CONTACT_RETRY_CRON', '*/1 * * * *');
// Daily at 03:17 (server time) unless told otherwise; the end-to-end stack runs it every few seconds.
const retentionRule = envString('CONTACT_RETENTION_CRON', '17 3 * * *');

export default () => ({
  host: envString('CMS_HOST', '127.0.0.1'),
  port: envInt('CMS_PORT', 1337, { min: 1, max: 65535 }),
  url: envOptional('CMS_PUBLIC_URL') ?? '',
  // Koa reads X-Forwarded-Proto (secure cookies behind a TLS proxy) only when proxies are trusted;
  // global::client-address strips forwarding headers that come from anyone else.
  proxy: { koa: trustedProxies().length > 0 },
  app: { keys: envSecretList('APP_KEYS') },
  // Where the local upload provider writes (uploads/ inside it); tests point it at a temp dir.
  dirs: { public: envString('CMS_PUBLIC_DIR', './public') },
  cron: {
    enabled: envBool('CMS_CRON_ENABLED', true),
    tasks: {
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
    },
  },
});
