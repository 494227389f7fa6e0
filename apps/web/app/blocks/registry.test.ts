// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { BLOCK_COMPONENTS } from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { BLOCK_DATA } from './block-data.server';
import { BLOCK_REGISTRY, blockEntry } from './registry';

// The CMS's own files, read from the repository: the test stands in for a build-time link.
const CMS = new URL('../../../cms/', import.meta.url);
const pageSchema = JSON.parse(
  readFileSync(new URL('src/api/page/content-types/page/schema.json', CMS), 'utf8'),
) as { attributes: { blocks: { components: string[] } } };
const zone = pageSchema.attributes.blocks.components;
const registered = Object.keys(BLOCK_REGISTRY);

describe('block registry', () => {
  it("has exactly the blocks of the CMS page's blocks zone", () => {
    expect(
      zone.filter((name) => !registered.includes(name)),
      'in the CMS zone, missing from BLOCK_REGISTRY',
    ).toEqual([]);
    expect(
      registered.filter((name) => !zone.includes(name)),
      'in BLOCK_REGISTRY, missing from the CMS zone',
    ).toEqual([]);
  });

  it('has one entry for every generated block type (run `pnpm generate:blocks` if not)', () => {
    expect([...registered].sort()).toEqual([...BLOCK_COMPONENTS].sort());
  });

  it('has a CMS component JSON for every entry', () => {
    const missing = registered.filter((name) => {
      const [category, file] = name.split('.');
      return !existsSync(new URL(`src/components/${category}/${file}.json`, CMS));
    });
    expect(missing).toEqual([]);
  });

  it('declares data needs only for blocks it renders', () => {
    expect(Object.keys(BLOCK_DATA).filter((name) => !registered.includes(name))).toEqual([]);
  });

  it('gives nothing for a block type it does not know', () => {
    expect(blockEntry('blocks.carousel-3d')).toBeNull();
    expect(blockEntry('toString')).toBeNull();
  });
});
