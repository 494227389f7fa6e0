import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** One line of the server's JSON log. */
type LogLine = { level: number; msg: string } & Record<string, unknown>;

export type WebProcess = {
  /** The site's address, from its "web listening" line. */
  base: string;
  /** Every JSON line so far, and what else stdout had (nothing, if all is well). */
  lines: LogLine[];
  notJson: string[];
  stderr: () => string;
  /** The first log line `matches` accepts, now or later; fails if the process ends first. */
  waitForLog: (matches: (line: LogLine) => boolean) => Promise<LogLine>;
  signal: (name: NodeJS.Signals) => void;
  /** The exit code (null: killed by a signal). */
  exited: Promise<number | null>;
  /** Kills what is left and removes the process's folders. */
  stop: () => Promise<void>;
};

const ENTRY = fileURLToPath(new URL('./start-web.ts', import.meta.url));

/**
 * Runs the web server in a process of its own (start-web.ts) with only `settings` in its
 * environment, and reads its log.
 */
export async function startWebProcess(settings: Record<string, string>): Promise<WebProcess> {
  const clientDir = await mkdtemp(join(tmpdir(), 'web-client-'));
  const cacheDir = await mkdtemp(join(tmpdir(), 'web-vite-'));
  const child = spawn(process.execPath, [ENTRY, clientDir, cacheDir], {
    env: settings,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const notJson: string[] = [];
  let stderr = '';
  let ended = false;
  const waiting = new Set<() => void>();
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      ended = true;
      resolve(code);
      for (const check of waiting) check();
    });
  });
  let rest = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        notJson.push(part);
      }
    }
    for (const check of waiting) check();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });

  const waitForLog = (matches: (line: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const check = () => {
        const found = lines.find(matches);
        if (found) {
          waiting.delete(check);
          resolve(found);
        } else if (ended) {
          waiting.delete(check);
          reject(
            new Error(
              `the web process ended first; stdout ${notJson.join('\n')}; stderr ${stderr}`,
            ),
          );
        }
      };
      waiting.add(check);
      check();
    });

  async function stop() {
    if (!ended) child.kill('SIGKILL');
    await exited;
    await rm(clientDir, { recursive: true, force: true });
    await rm(cacheDir, { recursive: true, force: true });
  }
  const listening = await waitForLog((line) => line.msg === 'web listening').catch(
    async (error: unknown) => {
      await stop();
      throw error;
    },
  );
  return {
    base: String(listening.url),
    lines,
    notJson,
    stderr: () => stderr,
    waitForLog,
    signal: (name) => child.kill(name),
    exited,
    stop,
  };
}
