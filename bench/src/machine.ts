// The machine and software a run measured on, and the state of the tree it measured.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';

const require = createRequire(import.meta.url);

function run(command: string, args: string[], options: { cwd?: string } = {}) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      ...options,
    }).trim();
  } catch {
    return null;
  }
}

function packageVersion(name: string): string | null {
  try {
    const manifest: { version: string } = JSON.parse(
      readFileSync(require.resolve(`${name}/package.json`), 'utf8'),
    );
    return manifest.version;
  } catch {
    return null;
  }
}

export function machineInfo(chromiumPath: string) {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? 'unknown',
    memoryGB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: run(chromiumPath, ['--version'])?.split('\n').at(-1) ?? 'not found',
    lighthouse: packageVersion('lighthouse'),
    autocannon: packageVersion('autocannon'),
    loadAverageAtStart: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

export function gitInfo(root: string) {
  const commit = run('git', ['rev-parse', '--short', 'HEAD'], { cwd: root });
  const changes = run('git', ['status', '--porcelain', '--', 'apps', 'packages'], { cwd: root });
  return { commit, appsChangedSinceCommit: changes ? changes.split('\n').length : 0 };
}
