import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import * as stack from '../../scripts/stack.mjs';

// The start logic is shared with the benchmark (scripts/stack.mjs); this adds the e2e log folder.
export { freePort, ROOT, stopProcess, webEnv } from '../../scripts/stack.mjs';

export const ARTIFACTS = path.join(stack.ROOT, 'e2e/artifacts');

export const ADMIN = { email: 'editor@brilla.test', password: 'E2eEditor2026' };

const logFile = (name: string) => path.join(ARTIFACTS, `${name}.log`);

/** Starts a long-running process in its own group, logging to e2e/artifacts/<name>.log. */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ChildProcess {
  return stack.startProcess(command, args, { ...options, logFile: logFile(name) });
}

/** Polls a URL until it answers below 500, or fails naming the log to read. */
export async function waitForUrl(url: string, name: string, timeoutMs = 120_000): Promise<void> {
  return stack.waitForUrl(url, name, { timeoutMs, log: `e2e/artifacts/${name}.log` });
}

export function startWeb(
  name: string,
  port: number,
  cmsUrl: string,
  extra: Record<string, string> = {},
): ChildProcess {
  return stack.startWebServer({ ...stack.webEnv(port, cmsUrl), ...extra }, logFile(name));
}
