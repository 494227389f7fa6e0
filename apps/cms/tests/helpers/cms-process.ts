import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './net';
import { assertBuilt, CMS_ROOT, cmsTestEnv } from './strapi';

export type CmsProcess = { baseUrl: string; log: string; stop: () => Promise<void> };

const STRAPI_BIN = path.join(CMS_ROOT, 'node_modules', '.bin', 'strapi');

function childEnv(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  // biome-ignore lint/style/noProcessEnv: a child process inherits PATH and the like
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/**
 * Runs a node script or `strapi start` of the built CMS as a child process with the test
 * environment of `tmp` (see cmsTestEnv), logging to `<tmp>/<name>.log`.
 */
export function spawnCms(
  name: string,
  tmp: string,
  port: number,
  env: Record<string, string | undefined>,
  args: string[] = [STRAPI_BIN, 'start'],
): { child: ChildProcess; log: string } {
  assertBuilt();
  mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });
  const log = path.join(tmp, `${name}.log`);
  const out = createWriteStream(log);
  const [command = STRAPI_BIN, ...rest] = args;
  const child = spawn(command, rest, {
    cwd: CMS_ROOT,
    env: childEnv(cmsTestEnv(tmp, port, env)),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  return { child, log };
}

/**
 * Starts the built CMS (`strapi start`) as its own process on a free port and waits until
 * GET /_health answers. A real process, so a test can restart it, or start two at once.
 */
export async function startCmsProcess(
  name: string,
  tmp: string,
  env: Record<string, string | undefined> = {},
  timeoutMs = 150_000,
): Promise<CmsProcess> {
  const port = await freePort();
  const { child, log } = spawnCms(name, tmp, port, env);
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    try {
      process.kill(-(child.pid as number), 'SIGTERM');
    } catch {
      return;
    }
    await exited(child);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${baseUrl}/_health`, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return { baseUrl, log, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  const tail = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
  throw new Error(`CMS process "${name}" did not come up (exit ${child.exitCode}); log:\n${tail}`);
}

/** Runs a script of apps/cms (e.g. scripts/seed.mjs) to its end; resolves with code and log. */
export async function runCmsScript(
  name: string,
  tmp: string,
  script: string,
  env: Record<string, string | undefined> = {},
): Promise<{ code: number | null; output: string }> {
  const { child, log } = spawnCms(name, tmp, await freePort(), env, [
    process.execPath,
    path.join(CMS_ROOT, script),
  ]);
  const code = await exited(child);
  await new Promise((resolve) => setTimeout(resolve, 50));
  return { code, output: readFileSync(log, 'utf8') };
}
