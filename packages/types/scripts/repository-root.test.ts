import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { repositoryRoot } from './repository-root.ts';

describe('repositoryRoot', () => {
  it('is the nearest folder above that holds pnpm-workspace.yaml, with a trailing slash', () => {
    const root = repositoryRoot();
    expect(fileURLToPath(import.meta.url).startsWith(root)).toBe(true);
    expect(root.endsWith('/')).toBe(true);
    expect(existsSync(`${root}pnpm-workspace.yaml`)).toBe(true);
    expect(existsSync(`${root}apps/cms/package.json`)).toBe(true);
    expect(repositoryRoot(`${root}apps/cms/src/index.ts`)).toBe(root);
  });

  it('says so when no folder above is a pnpm workspace', () => {
    expect(() => repositoryRoot('/nowhere/file.ts')).toThrow(
      'No pnpm-workspace.yaml above packages/types/scripts',
    );
  });
});
