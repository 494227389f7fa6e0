// `pnpm test`: every suite in order, a closing line per suite, non-zero exit if any failed.
// Unit and CMS integration tests run through turbo (PostgreSQL too when TEST_DATABASE_URL is
// set); the end-to-end suite then drives the production build in Chromium.
import { spawnSync } from 'node:child_process';

const env = { STRAPI_TELEMETRY_DISABLED: 'true', TURBO_TELEMETRY_DISABLED: '1', ...process.env };
const only = process.argv.slice(2);

const suites = [
  { name: 'build', command: ['pnpm', 'turbo', 'run', 'build'] },
  { name: 'unit+integration', command: ['pnpm', 'turbo', 'run', 'test', '--concurrency', '1'] },
  { name: 'e2e', command: ['pnpm', '--filter', '@brilla/e2e', 'test'] },
].filter((suite) => only.length === 0 || only.includes(suite.name));

const results = [];
for (const suite of suites) {
  const started = Date.now();
  console.log(`\n=== ${suite.name}: ${suite.command.join(' ')}`);
  const { status } = spawnSync(suite.command[0], suite.command.slice(1), { stdio: 'inherit', env });
  const seconds = Math.round((Date.now() - started) / 1000);
  results.push({ name: suite.name, ok: status === 0, seconds });
  if (status !== 0 && suite.name === 'build') break;
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === suites.length ? 0 : 1);
