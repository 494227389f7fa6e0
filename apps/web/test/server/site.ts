import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from '~/lib/env.server';
import { createApp, listen } from '../../server/app';
import { createLogger, type Logger } from '../../server/logger';
import type { Metrics } from '../../server/metrics';
import { CMS_URL } from '../mocks/cms';
import { appBuild } from '../ssr/render';
import { listening } from './listen';

export type Site = {
  base: string;
  /** fetch against the site, past msw (which fails unknown requests). */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
};

/**
 * The real web server (server/app.ts) around the real app (startApp() first) on a free loopback
 * port, with `settings` over the tests' own, silent unless given a logger.
 */
export async function serveSite(
  settings: Record<string, string> = {},
  { logger = createLogger('silent'), metrics }: { logger?: Logger; metrics?: Metrics } = {},
): Promise<Site> {
  const clientDir = await mkdtemp(join(tmpdir(), 'web-client-'));
  await mkdir(join(clientDir, 'assets'));
  const env = parseEnv({
    CMS_URL,
    SITE_URL: 'https://brilla.test',
    CMS_CACHE_TTL_MS: '0',
    ...settings,
  });
  const server = listen(createApp({ env, build: appBuild(), clientDir, logger, metrics }), {
    port: 0,
    host: '127.0.0.1',
  });
  const served = await listening(server);
  return {
    ...served,
    async close() {
      await served.close();
      await rm(clientDir, { recursive: true, force: true });
    },
  };
}
