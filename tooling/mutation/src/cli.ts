// A mutation target's `pnpm mutation` (run in its folder; CI's last step runs every target):
// Stryker, unless the committed report covers the code as it is (report.ts), in which case its
// score is checked against the target's break threshold, as Stryker would, and Stryker is not
// started. Arguments go to `stryker run`; `--force` always runs it (and makes Stryker test every
// mutant again).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { countStatuses, mutationScore, parseReport, staleness } from './report.ts';

const DEFAULT_REPORT = 'reports/stryker-incremental.json';

const args = process.argv.slice(2);
const config = JSON.parse(readFileSync('stryker.config.json', 'utf8')) as Record<string, unknown>;
const target = path.basename(process.cwd());

function runStryker(why: string): never {
  console.log(`mutation (${target}): ${why}: running Stryker`);
  const { status } = spawnSync('stryker', ['run', ...args], { stdio: 'inherit' });
  process.exit(status ?? 1);
}

const reportFile =
  typeof config.incrementalFile === 'string' ? config.incrementalFile : DEFAULT_REPORT;
if (args.includes('--force')) runStryker('--force');
if (config.incremental !== true) runStryker('not incremental');
if (!existsSync(reportFile)) runStryker(`no ${reportFile} yet`);

const report = parseReport(readFileSync(reportFile, 'utf8'), reportFile);
const patterns = Array.isArray(config.mutate) ? (config.mutate as string[]) : [];
const why = staleness(report, {
  config,
  mutated: globSync(patterns),
  read: (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null),
});
if (why) runStryker(why);

const score = mutationScore(countStatuses(report));
const thresholds = (config.thresholds ?? {}) as { break?: number };
const shown = score === null ? 'no mutant to score' : `score ${score.toFixed(2)} %`;
if (score !== null && thresholds.break !== undefined && score < thresholds.break) {
  console.error(`mutation (${target}): ${shown}, under the break threshold ${thresholds.break} %`);
  process.exit(1);
}
console.log(
  `mutation (${target}): ${reportFile} covers the code as it is (${shown}); Stryker not run (--force runs it)`,
);
