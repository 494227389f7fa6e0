import { describe, expect, it } from 'vitest';
import { deepPopulate, pickPopulate, type SchemaLike } from './populate';

const components: Record<string, SchemaLike> = {
  'blocks.hero': { attributes: { title: { type: 'string' }, image: { type: 'media' } } },
  'blocks.team': { attributes: { members: { type: 'component', component: 'shared.member' } } },
  'blocks.cta': { attributes: { title: { type: 'string' } } },
  'shared.member': { attributes: { name: { type: 'string' }, photo: { type: 'media' } } },
  'shared.seo': { attributes: { metaImage: { type: 'media' } } },
};

describe('deepPopulate', () => {
  it('populates media, nested components and every dynamic-zone component, not relations', () => {
    const schema: SchemaLike = {
      attributes: {
        title: { type: 'string' },
        cover: { type: 'media' },
        seo: { type: 'component', component: 'shared.seo' },
        blocks: { type: 'dynamiczone', components: ['blocks.hero', 'blocks.team', 'blocks.cta'] },
        createdBy: { type: 'relation' },
      },
    };
    expect(deepPopulate(schema, (uid) => components[uid])).toEqual({
      cover: true,
      seo: { populate: { metaImage: true } },
      blocks: {
        on: {
          'blocks.hero': { populate: { image: true } },
          'blocks.team': { populate: { members: { populate: { photo: true } } } },
          'blocks.cta': { populate: '*' },
        },
      },
    });
  });

  it('fails loudly on an unknown component', () => {
    const schema: SchemaLike = { attributes: { x: { type: 'component', component: 'nope.nope' } } };
    expect(() => deepPopulate(schema, () => undefined)).toThrow(/nope\.nope/);
  });

  it('picks top-level fields', () => {
    expect(pickPopulate({ cover: true, seo: '*' }, ['cover'])).toEqual({ cover: true });
  });
});
