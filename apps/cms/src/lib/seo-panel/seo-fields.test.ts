import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasOwnAddress } from '../../admin/seo-panel/public-url';
import { seoFields } from './seo-fields';

/** Our content types' schemas, as Strapi loads them (uid → schema). */
type Schema = { kind: string; attributes: Record<string, { type?: string }> };

function schemas(): Record<string, Schema> {
  const api = path.resolve(__dirname, '../../api');
  return Object.fromEntries(
    readdirSync(api).flatMap((type) => {
      const folder = path.join(api, type, 'content-types', type);
      const file = path.join(folder, 'schema.json');
      try {
        return [[`api::${type}.${type}`, JSON.parse(readFileSync(file, 'utf8'))]];
      } catch {
        return [];
      }
    }),
  );
}

describe('seoFields', () => {
  it('finds every type of ours with the SEO component, and the field holding it', () => {
    expect(seoFields(schemas())).toEqual({
      'api::page.page': 'seo',
      'api::blog.blog': 'seo',
      'api::site-setting.site-setting': 'defaultSeo',
    });
  });

  it("leaves out Strapi's own types, repeated SEO and other components", () => {
    expect(
      seoFields({
        'plugin::upload.file': {
          attributes: { seo: { type: 'component', component: 'shared.seo' } },
        },
        'api::a.a': {
          attributes: { seo: { type: 'component', component: 'shared.seo', repeatable: true } },
        },
        'api::b.b': { attributes: { hero: { type: 'component', component: 'blocks.hero' } } },
        'api::c.c': {},
        'api::d.d': { attributes: { seo: { type: 'json', component: 'shared.seo' } } },
      }),
    ).toEqual({});
  });

  it("gives each collection type with SEO its address in the admin's preview; a single type holds the site's defaults", () => {
    const all = schemas();
    for (const uid of Object.keys(seoFields(all))) {
      expect(hasOwnAddress(uid), uid).toBe(all[uid]?.kind === 'collectionType');
    }
  });
});
