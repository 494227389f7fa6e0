// `pnpm test`: every suite in order, a closing line per suite, non-zero exit if any failed.
// The build comes first (every suite runs against built packages and apps); then the unit and
// integration suites of each package (the CMS's on PostgreSQL too when TEST_DATABASE_URL is set,
// the reliability suite on PostgreSQL and Redis); then the end-to-end journeys in Chromium; then
// the product booted with docker compose (`compose`, reliability/compose/README.md), which needs a
// Docker engine: without one a SKIP line says why (REQUIRE_DOCKER=1 makes that a failure). Where
// no registry is reachable, COMPOSE_TEST_DOUBLES=1 builds local stand-ins for the upstream images.
// `node scripts/test.ts web e2e` runs only the named suites (the build always runs first).
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import './require-node.mjs';

const env: NodeJS.ProcessEnv = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  TURBO_TELEMETRY_DISABLED: '1',
  // The suites' output passes through a pipe (run below): keep its colours on a terminal.
  ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
  ...process.env,
};

/** name shown in the summary → workspace package and the script of it that runs the suite */
const SUITES: [name: string, pkg: string, script?: string][] = [
  ['validation', '@brilla/validation'],
  ['i18n', '@brilla/i18n'],
  ['types', '@brilla/types'],
  ['rate-limit', '@brilla/rate-limit'],
  ['signed', '@brilla/signed'],
  ['testkit', '@brilla/testkit'],
  ['mutation (gate)', '@brilla/mutation'],
  ['web', '@brilla/web'],
  ['cms', '@brilla/cms'],
  ['bench (unit)', '@brilla/bench'],
  ['reliability', '@brilla/reliability'],
  ['e2e', '@brilla/e2e'],
  ['compose', '@brilla/reliability', 'test:compose'],
];

/** Why the compose suite cannot run here (no Docker engine or no Compose v2), or null. */
function dockerMissing() {
  for (const args of [['info'], ['compose', 'version']]) {
    const { status } = spawnSync('docker', args, { stdio: 'ignore', timeout: 20_000 });
    if (status !== 0) return `docker ${args.join(' ')} failed`;
  }
  return null;
}

const only = process.argv.slice(2);
const chosen = SUITES.filter(([name]) => only.length === 0 || only.includes(name));
if (chosen.length === 0) {
  console.error(`No suite named ${only.join(', ')}; suites: ${SUITES.map(([n]) => n).join(', ')}`);
  process.exit(2);
}

type Result = {
  name: string;
  ok: boolean;
  seconds: number;
  skipped?: string;
  failures?: string[];
  flaky?: string[];
};

/** What vitest and Playwright print for a failed test or file, ANSI colours removed. */
const FAILURE_LINE = /^\s*(?:×|✗|✘|FAIL\b)|^\s*(?:AssertionError|Error):/;
/** A test that passed only on its retry (reliability/support/flaky-reporter.ts). */
const FLAKY_LINE = /^flaky: /;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a colour code.
const ANSI = /\u001b\[[0-9;]*m/g;
/** Failure lines shown per failed suite in the summary: CI shows a log's tail only. */
const FAILURES_SHOWN = 12;

/** Runs a suite with its output passed through as it comes, keeping the lines that name failures. */
function run(name: string, [command, ...args]: [string, ...string[]]): Promise<Result> {
  const started = Date.now();
  console.log(`\n=== ${name}: ${[command, ...args].join(' ')}`);
  const failures: string[] = [];
  const flaky: string[] = [];
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env });
  // Each stream passes through as bytes and is read as lines of its own (readline decodes a
  // character split between two chunks, and never joins a stdout line to a stderr one).
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    stream.pipe(out, { end: false });
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      const plain = line.replace(ANSI, '').trimEnd();
      if (FAILURE_LINE.test(plain) && !failures.includes(plain)) failures.push(plain);
      if (FLAKY_LINE.test(plain)) flaky.push(plain);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      resolve({ name, ok: status === 0, seconds, failures, flaky });
    });
  });
}

const build = await run('build', ['pnpm', 'turbo', 'run', 'build']);
const results = [build];
if (build.ok) {
  for (const [name, pkg, script = 'test'] of chosen) {
    // Without a Docker engine the compose suite is skipped with a line saying so, unless
    // REQUIRE_DOCKER=1 (CI), where it runs and fails.
    const missing = name === 'compose' && env.REQUIRE_DOCKER !== '1' ? dockerMissing() : null;
    if (missing) {
      results.push({
        name,
        ok: true,
        skipped: `${missing}; .ci/docker-host installs Docker`,
        seconds: 0,
      });
      continue;
    }
    results.push(await run(name, ['pnpm', '--filter', pkg, script]));
  }
}

console.log('\n=== summary');
for (const { name, ok, seconds, skipped, failures = [], flaky = [] } of results) {
  console.log(
    skipped ? `SKIP  ${name}  (${skipped})` : `${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)`,
  );
  for (const line of flaky) console.log(`      ${line}`);
  if (ok) continue;
  for (const line of failures.slice(0, FAILURES_SHOWN)) console.log(`      ${line.trim()}`);
  if (failures.length > FAILURES_SHOWN)
    console.log(`      … ${failures.length - FAILURES_SHOWN} more above`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === chosen.length + 1 ? 0 : 1);
