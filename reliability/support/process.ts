import { type ChildProcess, spawn } from 'node:child_process';

export type ManagedProcess = {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (or null after a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output: () => string;
  /** SIGTERM to the whole process group, SIGKILL after `graceMs`; resolves when it has ended. */
  stop: (signal?: NodeJS.Signals, graceMs?: number) => Promise<void>;
  /** SIGKILL to the process group, synchronously (for process 'exit' handlers). */
  kill: () => void;
};

const KEPT_LINES = 300;

/**
 * Starts a command in its own process group (so a shell wrapper and the node process under it
 * stop together), keeping the tail of its output.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ManagedProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      lines.push(line);
      if (lines.length > KEPT_LINES) lines.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let running = true;
  const exited = new Promise<number | null>((resolve) => {
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
    exited,
    output: () => lines.join('\n'),
    kill: () => signalGroup('SIGKILL'),
    async stop(signal = 'SIGTERM', graceMs = 10_000) {
      signalGroup(signal);
      const timer = setTimeout(() => signalGroup('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls `url` until it answers `status`; fails early, with the output, if the process ends. */
export async function waitForHttp(
  url: string,
  owner: ManagedProcess,
  { status = 200, timeoutMs = 120_000 }: { status?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void owner.exited.then(() => {
    ended = true;
  });
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (ended) {
      throw new Error(`${owner.name} exited before ${url} answered:\n${owner.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === status) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${owner.name}: ${url} did not answer ${status} within ${timeoutMs} ms (${last}):\n${owner.output()}`,
  );
}
