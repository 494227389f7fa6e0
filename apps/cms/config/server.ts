import { envBool, envInt, envOptional, envSecretList, envString, trustedProxies } from '../src/env';
import { cronTasks } from './cron-tasks';

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
    tasks: cronTasks,
  },
});
