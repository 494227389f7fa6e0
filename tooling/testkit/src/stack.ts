// Starting the apps of the stack as real processes, as every suite that needs them does: the
// end-to-end journeys and the benchmark (the README way: `pnpm start`, SQLite, seeded on first
// start), the reliability suite (two replicas of each on PostgreSQL and Redis) and the CMS tests
// that restart a CMS. The caller builds the environment; these start, wait and clean up.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ManagedProcess } from './process.ts';
import { startProcess, waitForUrl } from './process.ts';
import { STACK_API_TOKEN, stackSecrets } from './secrets.ts';

export const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
export const CMS_DIR = path.join(ROOT, 'apps', 'cms');
export const WEB_DIR = path.join(ROOT, 'apps', 'web');
export const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '.bin', 'strapi');

export type Service = {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  process: ManagedProcess;
};

/**
 * Fails with what to run when a build the stack starts from is missing.
 */
function assertBuilt(apps: Array<'cms' | 'web'>) {
  const files = {
    cms: [
      path.join(CMS_DIR, 'dist', 'src', 'index.js'),
      path.join(CMS_DIR, 'dist', 'build', 'index.html'),
    ],
    web: [path.join(WEB_DIR, 'build', 'server', 'index.js')],
  };
  const missing = apps.flatMap((app) => files[app]).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `The apps are not built (${missing.map((f) => path.relative(ROOT, f)).join(', ')} missing); run "pnpm build" (pnpm test builds them first).`,
    );
  }
}

/**
 * Environment of a CMS started the README way (`pnpm start` in apps/cms) on a port and a SQLite
 * file, with fresh secrets (a production start never generates them, and a fresh checkout has no
 * apps/cms/.env) and a first super admin; `extra` overrides any of it.
 */
export function cmsEnv({
  port,
  databaseFile,
  admin,
  extra = {},
}: {
  port: number;
  databaseFile: string;
  admin: { email: string; password: string };
  extra?: NodeJS.ProcessEnv;
}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...stackSecrets(),
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    // The web server in front of it runs on this machine.
    CMS_TRUSTED_PROXIES: 'loopback',
    DATABASE_FILENAME: databaseFile,
    CMS_ADMIN_EMAIL: admin.email,
    CMS_ADMIN_PASSWORD: admin.password,
    CONTACT_RATE_LIMIT_POINTS: '1000',
    // Every stack seeds the same images: their variants are cut once per machine, not per stack.
    CMS_VARIANT_CACHE: path.join(os.tmpdir(), 'brilla-variant-cache'),
    ...extra,
  };
}

/**
 * Environment of a web server of the stack (production build) on a port, reading `cmsUrl`.
 */
export function webEnv(port: number, cmsUrl: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_URL: cmsUrl,
    CMS_API_TOKEN: STACK_API_TOKEN,
    SITE_URL: `http://localhost:${port}`,
    CONTACT_RATE_LIMIT_POINTS: '1000',
    // Journeys read the visit counts in the admin a moment after the visit, not 15 s later.
    VISIT_FLUSH_MS: '500',
    // Every journey's browser is one client here (127.0.0.1), as for the contact limit above.
    VISIT_RATE_LIMIT_POINTS: '100000',
  };
}

type StartOptions = {
  /** names the process in errors (and its log file) */
  name: string;
  /** the port `env` tells it to listen on */
  port: number;
  /** its whole environment */
  env: NodeJS.ProcessEnv;
  /** where its output goes; kept in memory when absent */
  logFile?: string;
  /** how long it may take to answer its health check */
  timeoutMs?: number;
  /** the health check's expected status (default: anything below 500) */
  status?: number;
};

async function startService({
  name,
  port,
  env,
  logFile,
  timeoutMs,
  status,
  command,
  args,
  cwd,
  health,
}: StartOptions & {
  command: string;
  args: string[];
  cwd: string;
  health: string;
}): Promise<Service> {
  const child = startProcess(name, command, args, { cwd, env, logFile });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForUrl(`${url}${health}`, { owner: child, status, timeoutMs });
  } catch (error) {
    await child.stop('SIGKILL');
    throw error;
  }
  return { name, url, port, process: child };
}

/**
 * Starts the built CMS and resolves once GET /_health answers: `strapi start` by default, or
 * `pnpm start` (which first writes apps/cms/.env with generated secrets when it is missing).
 */
export function startCms({
  via = 'strapi',
  timeoutMs = 150_000,
  ...options
}: StartOptions & { via?: 'strapi' | 'pnpm' }): Promise<Service> {
  assertBuilt(['cms']);
  return startService({
    ...options,
    timeoutMs,
    command: via === 'pnpm' ? 'pnpm' : STRAPI_BIN,
    args: ['start'],
    cwd: CMS_DIR,
    health: '/_health',
  });
}

/**
 * Starts the web server (`node server.js` of the production build in apps/web, or in `dir`, a
 * web built elsewhere) and resolves once GET /healthz answers.
 */
export function startWeb({
  timeoutMs = 60_000,
  dir,
  ...options
}: StartOptions & { dir?: string }): Promise<Service> {
  if (!dir) assertBuilt(['web']);
  return startService({
    ...options,
    timeoutMs,
    command: process.execPath,
    args: ['server.js'],
    cwd: dir ?? WEB_DIR,
    health: '/healthz',
  });
}

/**
 * Waits for services started side by side; if one fails, stops the others and throws its error,
 * so no process outlives a failed start.
 */
export async function startTogether<T extends Promise<Service>[]>(...starting: T) {
  const settled = await Promise.allSettled(starting);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(
      settled.map((result) => (result.status === 'fulfilled' ? result.value.process.stop() : null)),
    );
    throw failed.reason;
  }
  // All have started: Promise.all only hands their services back, typed by position.
  return Promise.all(starting);
}
