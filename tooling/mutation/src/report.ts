// What a target's committed Stryker report (`reports/mutation/incremental.json`) holds, and
// whether it still describes the code. Stryker's incremental mode reuses a mutant's result while
// its file and the test files are unchanged, but still runs every test once first (minutes for
// the web and the CMS); when nothing it would compare changed, that run tells nothing new.

/** A mutant as every reader of a report needs it; a reader that needs more widens it. */
export type Mutant = { status: string };

/** The parts of a mutation-testing-report-schema file read here. */
export type Report<M extends Mutant = Mutant> = {
  /** Stryker's options for the run that wrote it (the config file's, plus defaults) */
  config?: unknown;
  files: Record<string, { source?: string; mutants: M[] }>;
  testFiles?: Record<string, { source: string }>;
};

/** A committed report's text, checked to be one (it has `files`); `file` names it in the error. */
export function parseReport<M extends Mutant = Mutant>(text: string, file: string): Report<M> {
  const value: unknown = JSON.parse(text);
  if (
    typeof value !== 'object' ||
    value === null ||
    !('files' in value) ||
    typeof value.files !== 'object' ||
    value.files === null
  ) {
    throw new Error(`${file} is not a Stryker mutation report (no files)`);
  }
  // Checked above as far as every reader relies on it: the rest is Stryker's schema.
  return value as Report<M>;
}

/** How many of a report's mutants Stryker gave each status (errors: compile and runtime errors). */
export type StatusCounts = {
  mutants: number;
  killed: number;
  survived: number;
  timeout: number;
  noCoverage: number;
  ignored: number;
  errors: number;
};

const COUNTED: Record<string, keyof StatusCounts> = {
  Killed: 'killed',
  Survived: 'survived',
  Timeout: 'timeout',
  NoCoverage: 'noCoverage',
  Ignored: 'ignored',
};

export function countStatuses(report: Pick<Report, 'files'>): StatusCounts {
  const counts: StatusCounts = {
    mutants: 0,
    killed: 0,
    survived: 0,
    timeout: 0,
    noCoverage: 0,
    ignored: 0,
    errors: 0,
  };
  for (const { mutants } of Object.values(report.files)) {
    for (const { status } of mutants) {
      counts.mutants += 1;
      counts[COUNTED[status] ?? 'errors'] += 1;
    }
  }
  return counts;
}

/**
 * Stryker's score in percent: the mutants a test detected (killed, timed out) per mutant that
 * counts (those and the survived and not covered ones); null when none counts.
 */
export function mutationScore({ killed, timeout, survived, noCoverage }: StatusCounts) {
  const counted = killed + timeout + survived + noCoverage;
  return counted === 0 ? null : (100 * (killed + timeout)) / counted;
}

/** Whether every option `wanted` sets is set alike in `actual` (which may hold more). */
function setsAlike(wanted: unknown, actual: unknown): boolean {
  if (typeof wanted !== 'object' || wanted === null || Array.isArray(wanted)) {
    return JSON.stringify(wanted) === JSON.stringify(actual);
  }
  if (typeof actual !== 'object' || actual === null) return false;
  return Object.entries(wanted).every(([key, value]) =>
    setsAlike(value, (actual as Record<string, unknown>)[key]),
  );
}

type Target = {
  /** the target's stryker.config.json */
  config: Record<string, unknown>;
  /** the files its `mutate` patterns match now, relative to the target */
  mutated: string[];
  /** a file's text now (path relative to the target), null when it is gone */
  read: (file: string) => string | null;
};

/** What the report no longer covers (the first difference found), or null when it covers all. */
export function staleness(report: Report, { config, mutated, read }: Target): string | null {
  if (!setsAlike(config, report.config)) return 'stryker.config.json changed since the report';
  const reported = new Set(Object.keys(report.files));
  const added = mutated.find((file) => !reported.has(file));
  // Stryker leaves a file it found nothing to mutate in (re-exports only) out of its report.
  if (added)
    return `${added} is mutated and not in the report (if it has nothing to mutate, leave it out of \`mutate\`)`;
  const now = new Set(mutated);
  const dropped = [...reported].find((file) => !now.has(file));
  if (dropped) return `${dropped} is in the report and no longer mutated`;
  const files = { ...report.files, ...report.testFiles };
  const changed = Object.entries(files).find(([file, { source }]) => read(file) !== source);
  return changed ? `${changed[0]} changed since the report` : null;
}
