import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadCmsSchemas, OUTPUT, renderBlocks } from './generate-blocks.ts';

type Attribute = Record<string, unknown> & { type: string };
const component = (attributes: Record<string, Attribute>) => ({ attributes });

function schemas(blocks: Record<string, Record<string, Attribute>>, zone = Object.keys(blocks)) {
  const components = new Map(
    Object.entries(blocks).map(([uid, attributes]) => [uid, component(attributes)]),
  );
  components.set('shared.card', component({ label: { type: 'string', required: true } }));
  const blockFiles = Object.keys(blocks).filter((uid) => uid.startsWith('blocks.'));
  return { zone, components, blockFiles };
}

describe('generated block types', () => {
  it('are what the CMS component JSON and the page zone generate now', () => {
    const committed = readFileSync(OUTPUT, 'utf8');
    expect(
      committed,
      'src/generated/blocks.ts is stale: run `pnpm generate:blocks` and commit the result',
    ).toBe(renderBlocks(loadCmsSchemas()));
  });
});

describe('block generator', () => {
  it('maps each attribute type, with null for optional and arrays for repeatable', () => {
    const source = renderBlocks(
      schemas({
        'blocks.sample': {
          title: { type: 'string', required: true },
          intro: { type: 'text' },
          body: { type: 'blocks', required: true },
          notes: { type: 'richtext' },
          size: { type: 'enumeration', enum: ['small', 'large'], required: true },
          count: { type: 'integer', required: true },
          ratio: { type: 'decimal' },
          shown: { type: 'boolean', required: true },
          photo: { type: 'media', multiple: false },
          gallery: { type: 'media', multiple: true, required: true },
          cards: { type: 'component', component: 'shared.card', repeatable: true },
          lead: { type: 'component', component: 'shared.card' },
        },
      }),
    );
    expect(source).toContain("import type { Media, RichText } from '../strapi.js';");
    expect(source).toContain(
      [
        'export type SampleBlock = {',
        "  __component: 'blocks.sample';",
        '  id: number;',
        '  title: string;',
        '  intro: string | null;',
        '  body: RichText;',
        '  notes: string | null;',
        "  size: 'small' | 'large';",
        '  count: number;',
        '  ratio: number | null;',
        '  shown: boolean;',
        '  photo: Media | null;',
        '  gallery: Media[];',
        '  cards: Card[];',
        '  lead: Card | null;',
        '};',
      ].join('\n'),
    );
    expect(source).toContain('export type Card = {\n  id?: number;\n  label: string;\n};');
    expect(source).toContain('export type Block = SampleBlock;');
    expect(source).toContain("export const BLOCK_COMPONENTS = ['blocks.sample'] as const");
  });

  it('refuses an attribute type it cannot map, naming the field', () => {
    expect(() =>
      renderBlocks(schemas({ 'blocks.sample': { when: { type: 'datetime' } } })),
    ).toThrow("blocks.sample.when: attribute type 'datetime' has no TypeScript mapping");
  });

  it('refuses a zone entry without component JSON and a block JSON outside the zone', () => {
    expect(() =>
      renderBlocks(schemas({ 'blocks.hero': {} }, ['blocks.hero', 'blocks.carousel'])),
    ).toThrow(
      "the zone lists 'blocks.carousel' but src/components/blocks/carousel.json is missing",
    );
    expect(() =>
      renderBlocks(schemas({ 'blocks.hero': {}, 'blocks.extra': {} }, ['blocks.hero'])),
    ).toThrow("src/components/blocks/extra.json is not in the page's blocks zone");
  });

  it('refuses a block that uses a component without JSON', () => {
    expect(() =>
      renderBlocks(
        schemas({ 'blocks.hero': { items: { type: 'component', component: 'shared.gone' } } }),
      ),
    ).toThrow("'shared.gone' is used but has no JSON under src/components");
  });
});
