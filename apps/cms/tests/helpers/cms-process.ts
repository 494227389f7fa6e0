import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { freePort, startCms, startProcess } from '@brilla/testkit';
import { assertBuilt, CMS_ROOT, cmsTestEnv } from './strapi';

export type CmsProcess = {
  baseUrl: string;
  log: string;
  /** The `strapi start` node process itself (its bin script execs node). */
  pid: number | undefined;
  /** Its exit code once it has ended (null after a signal it did not handle). */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
};

function childEnv(settings: Record<string, string | undefined>): NodeJS.ProcessEnv {
  // biome-ignore lint/style/noProcessEnv: a child process inherits PATH and the like
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(settings)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** The test environment of `tmp` (see cmsTestEnv) for a CMS child process on `port`. */
function prepare(tmp: string, port: number, env: Record<string, string | undefined>) {
  assertBuilt();
  mkdirSync(path.join(tmp, 'public', 'uploads'), { recursive: true });
  return childEnv(cmsTestEnv(tmp, port, env));
}

/**
 * Starts the built CMS (`strapi start`) as its own process on a free port with the test
 * environment of `tmp`, logging to `<tmp>/<name>.log`, and waits until GET /_health answers.
 * A real process, so a test can restart it, or start two at once.
 */
export async function startCmsProcess(
  name: string,
  tmp: string,
  env: Record<string, string | undefined> = {},
  timeoutMs = 150_000,
): Promise<CmsProcess> {
  const port = await freePort();
  const log = path.join(tmp, `${name}.log`);
  const cms = await startCms({
    name: `CMS process "${name}"`,
    port,
    env: prepare(tmp, port, env),
    logFile: log,
    timeoutMs,
  });
  return {
    baseUrl: cms.url,
    log,
    pid: cms.process.pid,
    exited: cms.process.exited,
    stop: () => cms.process.stop('SIGTERM', 60_000),
  };
}

/**
 * Runs a script of apps/cms (e.g. scripts/seed.mts, or Strapi's bin with `args` ['start'] for a
 * start expected to fail) to its end; resolves with code and log.
 */
export async function runCmsScript(
  name: string,
  tmp: string,
  script: string,
  env: Record<string, string | undefined> = {},
  args: string[] = [],
): Promise<{ code: number | null; output: string }> {
  const log = path.join(tmp, `${name}.log`);
  const child = startProcess(name, process.execPath, [path.join(CMS_ROOT, script), ...args], {
    cwd: CMS_ROOT,
    env: prepare(tmp, await freePort(), env),
    logFile: log,
  });
  const code = await child.exited;
  return { code, output: readFileSync(log, 'utf8') };
}
