import { envBool, envInt, envOptional, envSecretList, envString, trustedProxies } from '../src/env';
import { logFormat } from '../src/lib/logging';
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
  // SIGTERM/SIGINT: requests in flight may finish within this, then the CMS exits 1 anyway
  // (src/lib/graceful-shutdown.ts); below compose's stop_grace_period (15 s).
  shutdown: { timeoutMs: envInt('CMS_SHUTDOWN_TIMEOUT_MS', 10000, { min: 100 }) },
  // JSON logs (config/logger.ts) are JSON lines only: no start banner nor update notice boxes.
  logger: {
    startup: { enabled: logFormat() !== 'json' },
    updates: { enabled: logFormat() !== 'json' },
  },
  cron: {
    enabled: envBool('CMS_CRON_ENABLED', true),
    tasks: cronTasks,
  },
});
