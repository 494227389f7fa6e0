import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadContentSchemas, OUTPUT, renderContentSchemas } from './generate-content-schemas.ts';

describe('generated content schemas', () => {
  it('are what the CMS schema.json files say now', () => {
    expect(
      readFileSync(OUTPUT, 'utf8'),
      'src/generated/content-schemas.ts is stale: run `pnpm generate:content-types` and commit the result',
    ).toBe(renderContentSchemas(loadContentSchemas()));
  });

  it('refuses a schema without a kind, naming the type', () => {
    expect(() => renderContentSchemas([['api::thing.thing', {}]])).toThrow(
      'api::thing.thing: schema.json has no kind',
    );
  });
});
