import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { type CmsSchemas, loadCmsSchemas, OUTPUT, renderBlocks } from './generate-blocks.ts';

type Attribute = Record<string, unknown> & { type: string };
type Component = CmsSchemas['components'] extends Map<string, infer C> ? C : never;
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

/** A CMS folder with the page schema and component files given (path → JSON or text). */
let made: string[] = [];
afterEach(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
  made = [];
});
function fakeCms(files: Record<string, unknown>) {
  const dir = `${mkdtempSync(`${tmpdir()}/fake-cms-`)}/`;
  made.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(`${dir}${path.slice(0, path.lastIndexOf('/'))}`, { recursive: true });
    writeFileSync(`${dir}${path}`, typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}
const PAGE = 'src/api/page/content-types/page/schema.json';
const pageWith = (components: unknown) => ({ attributes: { blocks: { components } } });

describe('loadCmsSchemas', () => {
  it("reads the zone as written and every component JSON, the blocks' files sorted", () => {
    // Written out of order: the listing order of a folder is not the generated order.
    const cms = fakeCms({
      [PAGE]: pageWith(['blocks.b', 'blocks.a']),
      'src/components/blocks/b.json': { attributes: {} },
      'src/components/blocks/c.json': { attributes: {} },
      'src/components/blocks/a.json': { attributes: {} },
      'src/components/blocks/notes.md': 'not a component',
      'src/components/shared/card.json': { attributes: { label: { type: 'string' } } },
    });
    const schemas = loadCmsSchemas(cms);
    expect(schemas.zone).toEqual(['blocks.b', 'blocks.a']);
    expect(schemas.blockFiles).toEqual(['blocks.a', 'blocks.b', 'blocks.c']);
    expect([...schemas.components.keys()]).toEqual([
      'blocks.a',
      'blocks.b',
      'blocks.c',
      'shared.card',
    ]);
    expect(schemas.components.get('shared.card')).toEqual({
      attributes: { label: { type: 'string' } },
    });
  });

  it.each([
    ['no attributes', {}],
    ['no blocks attribute', { attributes: {} }],
    ['a zone that is no list', pageWith('blocks.hero')],
    ['a zone with other than names', pageWith(['blocks.hero', 3])],
  ])('refuses a page schema with %s', (_case, page) => {
    expect(() => loadCmsSchemas(fakeCms({ [PAGE]: page }))).toThrow(
      `${PAGE} has no 'blocks' dynamic zone`,
    );
  });

  it('names a file it cannot read as JSON', () => {
    const cms = fakeCms({ [PAGE]: pageWith([]), 'src/components/blocks/bad.json': '{' });
    expect(() => loadCmsSchemas(cms)).toThrow(`Cannot read ${cms}src/components/blocks/bad.json: `);
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
          contact: { type: 'email', required: true },
          weight: { type: 'float', required: true },
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
        '  contact: string;',
        '  weight: number;',
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
    expect(source).toContain('/** `blocks.sample`. */\nexport type SampleBlock = {');
    expect(source).toContain('export type Block = SampleBlock;');
    expect(source).toContain("export const BLOCK_COMPONENTS = ['blocks.sample'] as const");
  });

  it('names the admin label, imports only the Strapi types used, and lists blocks in zone order', () => {
    const source = renderBlocks({
      zone: ['blocks.b', 'blocks.a'],
      components: new Map<string, Component>([
        ['blocks.a', { info: { displayName: 'Uno' }, attributes: {} }],
        ['blocks.b', { attributes: { n: { type: 'integer', required: true } } }],
      ]),
      blockFiles: ['blocks.a', 'blocks.b'],
    });
    expect(source).toContain('/** `blocks.a` («Uno» in the admin). */\nexport type ABlock = {');
    expect(source).not.toContain('import');
    expect(source).toContain('export type Block = BBlock | ABlock;');
    expect(source).toContain("export const BLOCK_COMPONENTS = [\n  'blocks.b',\n  'blocks.a',\n]");
  });

  it('makes a list of uploads only of a multiple media field', () => {
    const source = renderBlocks(
      schemas({ 'blocks.sample': { tags: { type: 'string', multiple: true, required: true } } }),
    );
    expect(source).toContain('  tags: string;');
  });

  it('writes the shared components that shared components use', () => {
    const source = renderBlocks({
      zone: ['blocks.list'],
      components: new Map<string, Component>([
        ['blocks.list', { attributes: { item: { type: 'component', component: 'shared.item' } } }],
        ['shared.item', { attributes: { link: { type: 'component', component: 'shared.link' } } }],
        ['shared.link', { attributes: { url: { type: 'string', required: true } } }],
      ]),
      blockFiles: ['blocks.list'],
    });
    expect(source).toContain('export type Item = {\n  id?: number;\n  link: Link | null;\n};');
    expect(source).toContain('export type Link = {\n  id?: number;\n  url: string;\n};');
  });

  it('writes a shared component once, even one that contains itself', () => {
    const source = renderBlocks({
      zone: ['blocks.tree'],
      components: new Map<string, Component>([
        ['blocks.tree', { attributes: { root: { type: 'component', component: 'shared.node' } } }],
        ['shared.node', { attributes: { child: { type: 'component', component: 'shared.node' } } }],
      ]),
      blockFiles: ['blocks.tree'],
    });
    expect(source.match(/export type Node = /g)).toHaveLength(1);
    expect(source).toContain('  child: Node | null;');
  });

  it('refuses a component attribute without its component, and an enumeration without values', () => {
    expect(() =>
      renderBlocks(schemas({ 'blocks.sample': { card: { type: 'component' } } })),
    ).toThrow('blocks.sample.card: a component attribute names no component');
    for (const size of [{ type: 'enumeration' }, { type: 'enumeration', enum: [] }]) {
      expect(() => renderBlocks(schemas({ 'blocks.sample': { size } }))).toThrow(
        'blocks.sample.size: an enumeration without values',
      );
    }
  });

  it('refuses a zone entry outside the blocks category, listing every disagreement', () => {
    expect(() =>
      renderBlocks(schemas({ 'blocks.hero': {} }, ['shared.card', 'blocks.gone'])),
    ).toThrow(
      [
        'CMS blocks disagree:',
        "- the zone lists 'shared.card', outside the blocks category",
        "- the zone lists 'blocks.gone' but src/components/blocks/gone.json is missing",
        "- src/components/blocks/hero.json is not in the page's blocks zone",
      ].join('\n'),
    );
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
