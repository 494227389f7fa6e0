import { spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';

const KEPT_LINES = 300;

/**
 * @typedef {object} ManagedProcess
 * @property {string} name
 * @property {import('node:child_process').ChildProcess} child
 * @property {number | undefined} pid
 * @property {string | undefined} logFile where its output goes, when it goes to a file
 * @property {Promise<number | null>} exited the exit code (null after a signal) once it has ended
 * @property {() => boolean} running
 * @property {(lines?: number) => string} output the last lines it wrote (stdout and stderr)
 * @property {(signal?: NodeJS.Signals, graceMs?: number) => Promise<void>} stop signal to the
 *   whole process group, SIGKILL after `graceMs`; resolves when it has ended
 * @property {() => void} kill SIGKILL to the process group, synchronously (for 'exit' handlers)
 */

/**
 * Starts a command in its own process group (so a shell wrapper such as `pnpm start` and the node
 * process under it stop together). With `logFile` its output goes to that file and the process
 * does not hold ours open (a harness may leave it running); without, the last lines are kept in
 * memory for failure messages.
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd: string, env: NodeJS.ProcessEnv, logFile?: string }} options
 * @returns {ManagedProcess}
 */
export function startProcess(name, command, args, { cwd, env, logFile }) {
  /** @type {string[]} */
  const lines = [];
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  if (logFile) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    const log = openSync(logFile, 'w');
    child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] });
    closeSync(log);
    child.unref();
  } else {
    child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @param {Buffer} chunk */
    const keep = (chunk) => {
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
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => {
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

  /** @param {NodeJS.Signals} signal */
  const signalGroup = (signal) => {
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

/** @param {string} file */
function readTail(file) {
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
 * @param {string} url
 * @param {{ name?: string, owner?: ManagedProcess, status?: number, timeoutMs?: number, log?: string }} [options]
 * @returns {Promise<void>}
 */
export async function waitForUrl(url, { name, owner, status, timeoutMs = 120_000, log } = {}) {
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
