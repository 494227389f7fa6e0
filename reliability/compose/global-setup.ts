// Boots the product with docker compose once for the suite (reliability/compose/README.md): the
// stand-ins for third-party images when no registry is reachable, then the development shape plus
// ci.yml with three web replicas, and waits until every service is healthy. Takes it down (with
// its volumes) at the end, keeping the logs in reliability/results/compose.log.
import { execFileSync } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from '@brilla/testkit';
import type { TestProject } from 'vitest/node';
import { COMPOSE_TEST_DOUBLES } from '../support/env';
import { type ComposeRun, compose, composeLoud, containers } from './project';

declare module 'vitest' {
  export interface ProvidedContext {
    compose: ComposeRun;
  }
}

const BUILD_MS = 30 * 60_000;
const HEALTHY_MS = 6 * 60_000;

function dockerReady(): string | null {
  try {
    execFileSync('docker', ['info', '--format', '{{.ServerVersion}}'], {
      stdio: 'pipe',
      timeout: 20_000,
    });
    execFileSync('docker', ['compose', 'version'], { stdio: 'pipe', timeout: 20_000 });
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? 'docker failed';
  }
}

/** Waits until every long-running service is healthy and every one-shot ended with 0. */
export async function waitHealthy(run: ComposeRun, timeoutMs = HEALTHY_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    const list = containers(run);
    // Ready: one-shots ended with 0, services with a healthcheck healthy, the others running.
    const pending = list.filter((c) =>
      c.Service === 'secrets'
        ? c.State !== 'exited'
        : c.State !== 'running' || (c.Health !== '' && c.Health !== 'healthy'),
    );
    const failed = list.find(
      (c) => c.Service === 'secrets' && c.State === 'exited' && c.ExitCode !== 0,
    );
    if (failed) throw new Error('the secrets one-shot failed: docker compose logs secrets');
    last = pending.map((c) => `${c.Name}: ${c.State}/${c.Health || '-'}`).join(', ');
    if (list.length > 0 && pending.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`not healthy within ${timeoutMs / 1000} s: ${last}`);
}

export default async function setup(project: TestProject) {
  const problem = dockerReady();
  if (problem) {
    throw new Error(
      `The compose suite needs a Docker engine and Compose v2 (${problem}). On a machine of the CI's kind, .ci/docker-host installs both.`,
    );
  }
  // No registry reachable (the CI machine): build the test doubles under the upstream names.
  if (COMPOSE_TEST_DOUBLES) {
    execFileSync('sh', [path.join(ROOT, 'deploy', 'test-doubles', 'build.sh')], {
      stdio: 'inherit',
      timeout: BUILD_MS,
    });
  }
  const subnetByte = randomInt(1, 254);
  const run: ComposeRun = {
    project: `brilla-ci-${process.pid}`,
    ports: {
      http: await freePort(),
      admin: await freePort(),
      mailpit: await freePort(),
      terminator: await freePort(),
    },
    subnet: `10.231.${subnetByte}.0/24`,
    terminatorIp: `10.231.${subnetByte}.250`,
    backupDir: mkdtempSync(path.join(os.tmpdir(), 'brilla-compose-backups-')),
  };
  const started = Date.now();
  try {
    // One after the other: the web's build reuses the CMS's cached build stage.
    await composeLoud(run, ['build', 'cms'], BUILD_MS);
    await composeLoud(run, ['build', 'web'], BUILD_MS);
    const built = Date.now();
    await composeLoud(run, ['up', '-d', '--no-build', '--scale', 'web=3'], 10 * 60_000);
    await waitHealthy(run);
    console.info(
      `compose: built in ${Math.round((built - started) / 1000)} s, healthy ${Math.round((Date.now() - built) / 1000)} s after up`,
    );
  } catch (error) {
    teardown(run);
    throw error;
  }
  project.provide('compose', run);
  return () => teardown(run);
}

function teardown(run: ComposeRun): void {
  const results = path.join(ROOT, 'reliability', 'results');
  mkdirSync(results, { recursive: true });
  try {
    writeFileSync(
      path.join(results, 'compose.log'),
      compose(run, ['logs', '--no-color', '--timestamps']),
    );
  } catch (error) {
    console.warn(`compose logs: ${(error as Error).message}`);
  }
  compose(run, ['down', '--volumes', '--remove-orphans', '--timeout', '20'], 180_000);
  rmSync(run.backupDir, { recursive: true, force: true });
}
