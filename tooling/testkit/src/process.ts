import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const KEPT_LINES = 300;

export type ManagedProcess = {
  name: string;
  child: ChildProcess;
  pid: number | undefined;
  /** where its output goes, when it goes to a file */
  logFile: string | undefined;
  /** the exit code (null after a signal) once it has ended */
  exited: Promise<number | null>;
  running: () => boolean;
  /** the last lines it wrote (stdout and stderr) */
  output: (lines?: number) => string;
  /**
   * signal to the
   *   whole process group, SIGKILL after `graceMs`; resolves when it has ended
   */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
  /** SIGKILL to the process group, synchronously (for 'exit' handlers) */
  kill: () => void;
};

/**
 * Starts a command in its own process group (so a shell wrapper such as `pnpm start` and the node
 * process under it stop together). With `logFile` its output goes to that file and the process
 * does not hold ours open (a harness may leave it running); without, the last lines are kept in
 * memory for failure messages.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  { cwd, env, logFile }: { cwd: string; env: NodeJS.ProcessEnv; logFile?: string },
): ManagedProcess {
  const lines: string[] = [];
  let child: ChildProcess;
  if (logFile) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    const log = openSync(logFile, 'w');
    child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
    closeSync(log);
    child.unref();
  } else {
    child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (line.trim() === '') continue;
        lines.push(line);
        if (lines.length > KEPT_LINES) lines.shift();
      }
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
  }
  let running = true;
  const exited: Promise<number | null> = new Promise((resolve) => {
    child.once('exit', (code) => {
      running = false;
      resolve(code);
    });
    child.once('error', (error) => {
      running = false;
      lines.push(`spawn failed: ${error.message}`);
      resolve(-1);
    });
  });

  const signalGroup = (signal: NodeJS.Signals) => {
    if (!running || child.pid === undefined) return;
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Already gone.
    }
  };

  return {
    name,
    child,
    pid: child.pid,
    logFile,
    exited,
    running: () => running,
    output(count = KEPT_LINES) {
      const all = logFile ? readTail(logFile).concat(lines) : lines;
      return all.slice(-count).join('\n');
    },
    kill: () => signalGroup('SIGKILL'),
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      signalGroup(signal);
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

function readTail(file: string) {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '');
  } catch {
    return [];
  }
}

/**
 * Polls `url` until it answers (`status` exactly when given, else anything below 500), or fails
 * naming what to read: the process's last output when `owner` is given (and early, if it ends),
 * else the `log` named.
 */
export async function waitForUrl(
  url: string,
  {
    name,
    owner,
    status,
    timeoutMs = 120_000,
    log,
  }: {
    name?: string;
    owner?: ManagedProcess;
    status?: number;
    timeoutMs?: number;
    log?: string;
  } = {},
): Promise<void> {
  const who = name ?? owner?.name ?? url;
  const deadline = Date.now() + timeoutMs;
  const details = () => {
    if (owner) return `:\n${owner.output()}`;
    return log ? `; see ${log}` : '';
  };
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (owner && !owner.running()) {
      throw new Error(
        `${who} exited (code ${await owner.exited}) before ${url} answered${details()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (status === undefined ? response.status < 500 : response.status === status) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${who} did not come up at ${url} within ${timeoutMs / 1000} s (${last})${details()}`,
  );
}
