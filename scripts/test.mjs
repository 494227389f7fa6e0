// `pnpm test`: every suite in order, a closing line per suite, non-zero exit if any failed.
// The build comes first (every suite runs against built packages and apps); then the unit and
// integration suites of each package (the CMS's on PostgreSQL too when TEST_DATABASE_URL is set,
// the reliability suite on PostgreSQL and Redis); then the end-to-end journeys in Chromium.
// `node scripts/test.mjs web e2e` runs only the named suites (the build always runs first).
import { spawnSync } from 'node:child_process';

const env = { STRAPI_TELEMETRY_DISABLED: 'true', TURBO_TELEMETRY_DISABLED: '1', ...process.env };

/** name shown in the summary → workspace package whose `test` script runs it */
const SUITES = [
  ['validation', '@brilla/validation'],
  ['i18n', '@brilla/i18n'],
  ['types', '@brilla/types'],
  ['rate-limit', '@brilla/rate-limit'],
  ['testkit', '@brilla/testkit'],
  ['web', '@brilla/web'],
  ['cms', '@brilla/cms'],
  ['bench (unit)', '@brilla/bench'],
  ['reliability', '@brilla/reliability'],
  ['e2e', '@brilla/e2e'],
];

const only = process.argv.slice(2);
const chosen = SUITES.filter(([name]) => only.length === 0 || only.includes(name));
if (chosen.length === 0) {
  console.error(`No suite named ${only.join(', ')}; suites: ${SUITES.map(([n]) => n).join(', ')}`);
  process.exit(2);
}

function run(name, command) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${command.join(' ')}`);
  const { status } = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env });
  return { name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

const results = [run('build', ['pnpm', 'turbo', 'run', 'build'])];
if (results[0].ok) {
  for (const [name, pkg] of chosen) results.push(run(name, ['pnpm', '--filter', pkg, 'test']));
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}  (${seconds} s)`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`suites: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 && results.length === chosen.length + 1 ? 0 : 1);
