import { BLOCK_COMPONENTS } from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { BLOCK_REGISTRY, componentFor } from './registry';

describe('block registry', () => {
  it('has exactly one component for every CMS block type', () => {
    expect(Object.keys(BLOCK_REGISTRY).sort()).toEqual([...BLOCK_COMPONENTS].sort());
  });

  it('gives nothing for a block type it does not know', () => {
    expect(componentFor('blocks.carousel-3d')).toBeNull();
    expect(componentFor('toString')).toBeNull();
  });
});
