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

  it('follows components six levels down, and refuses deeper nesting', () => {
    /** A type whose component holds a component… `levels` deep, media at the bottom. */
    const nested = (levels: number): [SchemaLike, (uid: string) => SchemaLike | undefined] => {
      const component = (level: number): SchemaLike =>
        level === levels
          ? { attributes: { image: { type: 'media' } } }
          : { attributes: { inner: { type: 'component', component: `c.level${level + 1}` } } };
      return [component(0), (uid) => component(Number(uid.replace('c.level', '')))];
    };
    expect(JSON.stringify(deepPopulate(...nested(6)))).toBe(
      `${'{"inner":{"populate":'.repeat(6)}{"image":true}${'}}'.repeat(6)}`,
    );
    expect(() => deepPopulate(...nested(7))).toThrow('Components nest deeper than populate allows');
  });

  it('leaves out a component or dynamic zone that names none, and other fields', () => {
    const schema: SchemaLike = {
      attributes: {
        loose: { type: 'component' },
        zone: { type: 'dynamiczone' },
        title: { type: 'string', component: 'c.x', components: ['c.x'] },
      },
    };
    expect(deepPopulate(schema, () => ({ attributes: {} }))).toEqual({});
  });

  it('picks top-level fields', () => {
    expect(pickPopulate({ cover: true, seo: '*' }, ['cover'])).toEqual({ cover: true });
  });
});
