import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root, with a trailing slash: the nearest folder above this file that holds
 * pnpm-workspace.yaml. Searched rather than counted, so that a copy of this package elsewhere in
 * the tree (Stryker's sandbox under `.stryker-tmp/`) still reads the CMS and runs the formatter.
 */
export function repositoryRoot(from = fileURLToPath(import.meta.url)): string {
  const parent = dirname(from);
  if (parent === from) throw new Error('No pnpm-workspace.yaml above packages/types/scripts');
  return existsSync(join(parent, 'pnpm-workspace.yaml')) ? `${parent}/` : repositoryRoot(parent);
}
