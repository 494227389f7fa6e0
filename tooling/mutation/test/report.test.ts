import { describe, expect, it } from 'vitest';
import {
  countStatuses,
  mutationScore,
  parseReport,
  type Report,
  staleness,
} from '../src/report.ts';

const report: Report = {
  config: {
    mutate: ['src/a.ts', 'src/b.ts'],
    incremental: true,
    vitest: { configFile: 'vitest.mutation.config.ts', related: true, pool: 'threads' },
  },
  files: {
    'src/a.ts': { source: 'a', mutants: [{ status: 'Killed' }, { status: 'Timeout' }] },
    'src/b.ts': { source: 'b', mutants: [{ status: 'Survived' }, { status: 'Ignored' }] },
  },
  testFiles: { 'src/a.test.ts': { source: 'test a' } },
};
const disk: Record<string, string> = {
  'src/a.ts': 'a',
  'src/b.ts': 'b',
  'src/a.test.ts': 'test a',
};
const target = (changes: Partial<Parameters<typeof staleness>[1]> = {}) => ({
  config: {
    mutate: ['src/a.ts', 'src/b.ts'],
    incremental: true,
    vitest: { configFile: 'vitest.mutation.config.ts' },
  },
  mutated: ['src/b.ts', 'src/a.ts'],
  read: (file: string) => disk[file] ?? null,
  ...changes,
});

describe('staleness: whether the committed report still covers the code', () => {
  it('covers it when the files, the test files and the options it ran with are the same', () => {
    expect(staleness(report, target())).toBeNull();
  });

  it('does not when a mutated file or a test file changed, or is gone', () => {
    const read = (changed: string, text: string | null) => (file: string) =>
      file === changed ? text : (disk[file] ?? null);
    expect(staleness(report, target({ read: read('src/b.ts', 'b2') }))).toBe(
      'src/b.ts changed since the report',
    );
    expect(staleness(report, target({ read: read('src/a.test.ts', 'test a2') }))).toBe(
      'src/a.test.ts changed since the report',
    );
    expect(staleness(report, target({ read: read('src/a.test.ts', null) }))).toBe(
      'src/a.test.ts changed since the report',
    );
  });

  it('does not when the patterns mutate a file more or one less', () => {
    expect(staleness(report, target({ mutated: ['src/a.ts', 'src/b.ts', 'src/c.ts'] }))).toBe(
      'src/c.ts is mutated and not in the report (if it has nothing to mutate, leave it out of `mutate`)',
    );
    expect(staleness(report, target({ mutated: ['src/a.ts'] }))).toBe(
      'src/b.ts is in the report and no longer mutated',
    );
  });

  it('does not when an option set in stryker.config.json differs from the run', () => {
    const config = { ...target().config, vitest: { configFile: 'other.config.ts' } };
    expect(staleness(report, target({ config }))).toBe(
      'stryker.config.json changed since the report',
    );
    const thresholds = { ...target().config, thresholds: { break: 95 } };
    expect(staleness(report, target({ config: thresholds }))).toBe(
      'stryker.config.json changed since the report',
    );
  });
});

describe('mutationScore', () => {
  it('is the detected share of the mutants a test could detect, as Stryker counts it', () => {
    // Killed and Timeout detected, Survived not; Ignored left out: 2 of 3.
    expect(mutationScore(countStatuses(report))).toBeCloseTo(66.67, 2);
    const noCoverage: Report = {
      files: { 'a.ts': { source: '', mutants: [{ status: 'Killed' }, { status: 'NoCoverage' }] } },
    };
    expect(mutationScore(countStatuses(noCoverage))).toBe(50);
  });

  it('is null when no mutant could be detected', () => {
    const none: Report = {
      files: {
        'a.ts': { source: '', mutants: [{ status: 'Ignored' }, { status: 'RuntimeError' }] },
      },
    };
    expect(mutationScore(countStatuses(none))).toBeNull();
  });
});

describe('parseReport', () => {
  it('reads a report and names a file that is not one', () => {
    expect(parseReport(JSON.stringify(report), 'r.json').files['src/a.ts']?.source).toBe('a');
    expect(() => parseReport('{"schemaVersion":"2"}', 'reports/x.json')).toThrow(
      'reports/x.json is not a Stryker mutation report (no files)',
    );
  });
});
