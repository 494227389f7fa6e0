// `pnpm mutation:report`: MUTATION.md from every workspace's committed mutation results
// (`<workspace>/reports/mutation/incremental.json`, which `pnpm mutation` writes). The targets are
// found, not listed: a workspace that gains a Stryker config appears once it has run.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  countStatuses,
  type Mutant,
  mutationScore,
  parseReport,
  type Report,
  type StatusCounts,
} from '@brilla/mutation';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUTPUT = `${ROOT}MUTATION.md`;
const RESULTS = 'reports/mutation/incremental.json';

/** What MUTATION.md reads of a mutation-testing-report-schema mutant. */
type ListedMutant = Mutant & {
  mutatorName: string;
  statusReason?: string;
  location: { start: { line: number } };
};

type Ignored = { file: string; line: number; mutator: string; reason: string };

type TargetScore = {
  name: string;
  dir: string;
  counts: StatusCounts;
  ignored: Ignored[];
};

/** Folders one or two levels below the root (every workspace: `bench`, `packages/i18n`). */
function workspaceDirs(): string[] {
  const below = (dir: string) =>
    readdirSync(`${ROOT}${dir}`, { withFileTypes: true })
      .filter((e) => e.isDirectory() && !e.name.startsWith('.') && e.name !== 'node_modules')
      .map((e) => `${dir}${e.name}`);
  return below('').flatMap((dir) => [dir, ...below(`${dir}/`)]);
}

/** Counts of one target's results; `name` is its workspace package name. */
function scoreOf(name: string, dir: string, results: Report<ListedMutant>): TargetScore {
  const ignored: Ignored[] = [];
  for (const [file, { mutants }] of Object.entries(results.files)) {
    for (const mutant of mutants) {
      if (mutant.status !== 'Ignored') continue;
      ignored.push({
        file,
        line: mutant.location.start.line,
        mutator: mutant.mutatorName,
        reason: ignoredReason(mutant.statusReason),
      });
    }
  }
  ignored.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return { name, dir, counts: countStatuses(results), ignored };
}

/** Stryker's score in percent with two decimals, as it prints it (100 with nothing to count). */
const percent = ({ counts }: TargetScore) => (mutationScore(counts) ?? 100).toFixed(2);

/** The reason a `// Stryker disable next-line <Mutator>: <reason>` comment gives. */
function ignoredReason(statusReason: string | undefined): string {
  const reason = statusReason ?? '';
  return /^Ignored because of excluded mutation "\w+"$/.test(reason) ? '' : reason.trim();
}

/** One line per distinct entry, in order, with how many mutants it stands for when several. */
function countSame(lines: string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of lines) counts.set(line, (counts.get(line) ?? 0) + 1);
  return [...counts].map(([line, n]) => `- ${line}${n > 1 ? ` (${n} mutants)` : ''}`);
}

function renderReport(scores: readonly TargetScore[]): string {
  const rows = scores.map(
    (s) =>
      `| ${s.name} (\`${s.dir}\`) | ${s.counts.mutants} | ${s.counts.killed} | ${s.counts.survived} | ` +
      `${s.counts.timeout} | ${s.counts.noCoverage} | ${s.ignored.length} | ${s.counts.errors} | ${percent(s)} % |`,
  );
  const ignored = scores.flatMap((s) =>
    s.ignored.length === 0
      ? []
      : [
          '',
          `### ${s.name}`,
          '',
          ...countSame(
            s.ignored.map(
              (i) =>
                `\`${s.dir}/${i.file}:${i.line}\` ${i.mutator}: ${i.reason || '(no reason given)'}`,
            ),
          ),
        ],
  );
  return [
    '# Mutation testing',
    '',
    'The last full run of each target, from its committed',
    '`reports/mutation/incremental.json` (`pnpm mutation`, then `pnpm mutation:report`; see',
    'CONTRIBUTING.md, "Mutation testing"). Score: killed and timed out over every mutant that',
    'counts (ignored ones and compile or run-time errors do not); CI fails under 90 %.',
    '',
    '| Target | Mutants | Killed | Survived | Timeout | No coverage | Ignored | Errors | Score |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows,
    '',
    '## Ignored (equivalent) mutants',
    '',
    'Marked in the code with `// Stryker disable next-line <Mutator>: <reason>`: no test can tell',
    'them from the original.',
    ...(ignored.length > 0 ? ignored : ['', 'None.']),
    '',
  ].join('\n');
}

function packageName(dir: string): string {
  const manifest: unknown = JSON.parse(readFileSync(`${ROOT}${dir}/package.json`, 'utf8'));
  return typeof manifest === 'object' &&
    manifest !== null &&
    'name' in manifest &&
    typeof manifest.name === 'string'
    ? manifest.name
    : dir;
}

const targets = workspaceDirs().filter((dir) => existsSync(`${ROOT}${dir}/${RESULTS}`));
const scores = targets.sort().map((dir) => {
  const path = `${dir}/${RESULTS}`;
  const results = parseReport<ListedMutant>(readFileSync(`${ROOT}${path}`, 'utf8'), path);
  return scoreOf(packageName(dir), dir, results);
});
if (scores.length === 0) {
  console.error(`No workspace has ${RESULTS}: run \`pnpm mutation\` first.`);
  process.exit(1);
}
writeFileSync(OUTPUT, renderReport(scores));
console.log(`MUTATION.md: ${scores.map((s) => `${s.name} ${percent(s)} %`).join(', ')}`);
