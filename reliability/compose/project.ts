// The compose project the suite boots: `docker compose` with the development shape plus ci.yml,
// under a project name of this run's own, on ports chosen at start (reliability/compose/README.md).
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '@brilla/testkit';
import { BUILD_CA_CERTS, processEnv } from '../support/env';

type Ports = { http: number; admin: number; mailpit: number; terminator: number };

/** What the setup shares with the tests (vitest `provide`/`inject`). */
export type ComposeRun = {
  project: string;
  ports: Ports;
  subnet: string;
  terminatorIp: string;
  /** Where the backup services write (BACKUP_DIR). */
  backupDir: string;
};

const FILES = ['docker-compose.yml', 'docker-compose.override.yml', 'reliability/compose/ci.yml'];

/** The variables compose reads for this run (ports, addresses, the build's extra CA file). */
export function composeEnv(run: ComposeRun): NodeJS.ProcessEnv {
  return {
    ...processEnv(),
    COMPOSE_PROJECT_NAME: run.project,
    // For scripts that run `docker compose` themselves (deploy/restore.sh).
    COMPOSE_FILE: FILES.map((file) => path.join(ROOT, file)).join(':'),
    BACKUP_DIR: run.backupDir,
    HTTP_PORT: String(run.ports.http),
    ADMIN_PORT: String(run.ports.admin),
    MAILPIT_PORT: String(run.ports.mailpit),
    TERMINATOR_PORT: String(run.ports.terminator),
    SITE_URL: `http://localhost:${run.ports.http}`,
    CMS_PUBLIC_URL: `http://localhost:${run.ports.admin}`,
    CI_SUBNET: run.subnet,
    CI_TERMINATOR_IP: run.terminatorIp,
    // A TLS-inspecting proxy between this machine and the npm registry (docs/docker.md).
    ...(BUILD_CA_CERTS ? { BUILD_CA_CERTS } : {}),
  };
}

const fileArgs = FILES.flatMap((file) => ['-f', path.join(ROOT, file)]);

/** `docker compose <args>` for the run's project; its output, or an error with its stderr. */
export function compose(run: ComposeRun, args: string[], timeoutMs = 120_000): string {
  return execFileSync('docker', ['compose', ...fileArgs, ...args], {
    cwd: ROOT,
    env: composeEnv(run),
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Like `compose`, streaming its output to this process's (long builds show progress). */
export function composeLoud(run: ComposeRun, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('docker', ['compose', ...fileArgs, ...args], {
      cwd: ROOT,
      env: composeEnv(run),
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`docker compose ${args.join(' ')} ended with ${code ?? signal}`));
    });
  });
}

/** `docker <args>` (containers of the run's own project only). */
export function docker(args: string[], timeoutMs = 60_000): string {
  return execFileSync('docker', args, { encoding: 'utf8', timeout: timeoutMs });
}

export type Container = {
  ID: string;
  Name: string;
  Service: string;
  State: string;
  Health: string;
  ExitCode: number;
};

/** The run's containers, one-shot ones included. */
export function containers(run: ComposeRun): Container[] {
  const out = compose(run, ['ps', '--all', '--format', 'json']).trim();
  if (out === '') return [];
  // Compose 2.21+ prints one JSON object per line.
  return out.split('\n').map((line) => JSON.parse(line) as Container);
}
