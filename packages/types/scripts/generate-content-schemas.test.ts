import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { loadContentSchemas, OUTPUT, renderContentSchemas } from './generate-content-schemas.ts';

describe('generated content schemas', () => {
  it('are what the CMS schema.json files say now', () => {
    expect(
      readFileSync(OUTPUT, 'utf8'),
      'src/generated/content-schemas.ts is stale: run `pnpm generate:content-types` and commit the result',
    ).toBe(renderContentSchemas(loadContentSchemas()));
  });

  it('read every API folder with content types, sorted, and skip the others', () => {
    const cms = `${mkdtempSync(`${tmpdir()}/fake-cms-`)}/`;
    try {
      // Made out of order: a folder's listing order is not the generated order.
      for (const [api, names] of [
        ['shop', ['order', 'cart', 'product']],
        ['health', []],
        ['blog', ['blog']],
      ] as const) {
        mkdirSync(`${cms}src/api/${api}/routes`, { recursive: true });
        for (const name of names) {
          mkdirSync(`${cms}src/api/${api}/content-types/${name}`, { recursive: true });
          const schema = { kind: 'collectionType', options: { draftAndPublish: name === 'blog' } };
          writeFileSync(
            `${cms}src/api/${api}/content-types/${name}/schema.json`,
            JSON.stringify(schema),
          );
        }
      }
      const schemas = loadContentSchemas(cms);
      expect(schemas.map(([uid]) => uid)).toEqual([
        'api::blog.blog',
        'api::shop.cart',
        'api::shop.order',
        'api::shop.product',
      ]);
      expect(schemas[0]?.[1]).toEqual({
        kind: 'collectionType',
        options: { draftAndPublish: true },
      });
    } finally {
      rmSync(cms, { recursive: true, force: true });
    }
  });

  it('take a type without options as one without drafts', () => {
    expect(renderContentSchemas([['api::a.a', { kind: 'singleType' }]])).toContain(
      "'api::a.a': { kind: 'singleType', draftAndPublish: false },",
    );
  });

  it('refuses a schema without a kind, naming the type', () => {
    expect(() => renderContentSchemas([['api::thing.thing', {}]])).toThrow(
      'api::thing.thing: schema.json has no kind',
    );
  });
});
