// Starting the production stack on free ports, shared by the end-to-end harness (e2e/support)
// and the benchmark (bench/): free ports, processes in their own group with a log file,
// readiness polling and the environment of each app. Plain JavaScript so both can import it.
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const CMS_DIR = path.join(ROOT, 'apps/cms');
export const WEB_DIR = path.join(ROOT, 'apps/web');

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts a long-running process in its own group (stop it with stopProcess), logging to a file. */
export function startProcess(command, args, { cwd, env, logFile }) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  const log = openSync(logFile, 'w');
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
  child.unref();
  return child;
}

/** Stops a process group started by startProcess. */
export function stopProcess(pid) {
  if (!pid) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // already stopped
  }
}

/**
 * Polls a URL until it answers below 500, or fails naming the log to read.
 * @param {string} url
 * @param {string} name
 * @param {{ timeoutMs?: number, log?: string }} [options]
 */
export async function waitForUrl(url, name, { timeoutMs = 120_000, log } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${name} did not come up at ${url} within ${timeoutMs / 1000} s (${last})${log ? `; see ${log}` : ''}`,
  );
}

/** Environment of a CMS process (`pnpm start` in apps/cms) on a port and a SQLite file. */
export function cmsEnv({ port, databaseFile, admin, extra = {} }) {
  return {
    ...process.env,
    STRAPI_TELEMETRY_DISABLED: 'true',
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    // The web server in front of it runs on this machine.
    CMS_TRUSTED_PROXIES: 'loopback',
    DATABASE_FILENAME: databaseFile,
    CMS_ADMIN_EMAIL: admin.email,
    CMS_ADMIN_PASSWORD: admin.password,
    CONTACT_RATE_LIMIT_POINTS: '1000',
    ...extra,
  };
}

/** Starts the CMS (`pnpm start` in apps/cms); ready when GET /_health answers. */
export function startCms(options, logFile) {
  return startProcess('pnpm', ['start'], { cwd: CMS_DIR, env: cmsEnv(options), logFile });
}

/** Environment of a web server process of the stack. */
export function webEnv(port, cmsUrl) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    CMS_URL: cmsUrl,
    SITE_URL: `http://localhost:${port}`,
    CONTACT_RATE_LIMIT_POINTS: '1000',
  };
}

/** Starts the web server (`node server.js` in apps/web); ready when GET /healthz answers. */
export function startWebServer(env, logFile) {
  return startProcess(process.execPath, ['server.js'], { cwd: WEB_DIR, env, logFile });
}
