import { envBool, envInt, envOptional, envSecretList, envString } from '../src/env';

type CronContext = { strapi: { service: (uid: string) => unknown } };
type Notifier = { retryDue: () => Promise<unknown> };

const retryRule = envString('CONTACT_RETRY_CRON', '*/1 * * * *');

export default () => ({
  host: envString('CMS_HOST', '127.0.0.1'),
  port: envInt('CMS_PORT', 1337, { min: 1, max: 65535 }),
  url: envOptional('CMS_PUBLIC_URL') ?? '',
  // The web server forwards the visitor's address in X-Forwarded-For; the rate limit keys on it.
  // Only the last CMS_PROXY_HOPS addresses of X-Forwarded-For are believed (koa maxIpsCount):
  // the web server sends one, nginx appends one, so a visitor cannot pick the address that the
  // contact and sign-in limits key on by sending X-Forwarded-For themselves.
  proxy: {
    koa: envBool('CMS_TRUST_PROXY', true),
    maxIpsCount: envInt('CMS_PROXY_HOPS', 1, { min: 0, max: 10 }),
  },
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
    },
  },
});
