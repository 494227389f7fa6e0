import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { findOneWith, findWith, populateFor } from './read-controller';

type Query = Record<string, unknown>;

/** A core controller's `this`, each step recording what it was given. */
function controller() {
  const steps: unknown[][] = [];
  const self = {
    validateQuery: async (ctx: unknown) => {
      steps.push(['validate', ctx]);
    },
    sanitizeQuery: async () => {
      steps.push(['sanitizeQuery']);
      return { locale: 'es' };
    },
    sanitizeOutput: async (data: unknown) => {
      steps.push(['sanitizeOutput', data]);
      return { sanitized: data };
    },
    transformResponse: (data: unknown, meta?: unknown) => {
      steps.push(['transform', data, meta]);
      return { data, meta };
    },
  };
  return { self, steps };
}

function strapiAnswering(answer: unknown) {
  const calls: unknown[][] = [];
  const strapi = fakeStrapi({
    service: (uid: string) =>
      uid === 'api::blog.blog'
        ? {
            find: async (query: Query) => {
              calls.push(['find', query]);
              return answer;
            },
            findOne: async (id: string, query: Query) => {
              calls.push(['findOne', id, query]);
              return answer;
            },
          }
        : { find: 'not a function' },
  });
  return { strapi, calls };
}
type Ctx = Parameters<typeof findWith>[3];
/** A Koa context with only what the read controller reads (its route's `params`). */
const koa = (parts: Partial<Ctx>): Ctx => parts as Ctx;
const ctx = koa({ params: { id: 'doc1' } });
const rewrite = (query: Query) => ({ ...query, populate: { cover: true } });

describe('read controller', () => {
  it('finds a collection with the query rewritten after validation, keeping the pagination', async () => {
    const { self, steps } = controller();
    const { strapi, calls } = strapiAnswering({ results: [{ id: 1 }], pagination: { page: 1 } });
    expect(await findWith(self, strapi, 'api::blog.blog', ctx, rewrite)).toEqual({
      data: { sanitized: [{ id: 1 }] },
      meta: { pagination: { page: 1 } },
    });
    expect(calls).toEqual([['find', { locale: 'es', populate: { cover: true } }]]);
    expect(steps.map((step) => step[0])).toEqual([
      'validate',
      'sanitizeQuery',
      'sanitizeOutput',
      'transform',
    ]);
  });

  it('answers a single type with its entity', async () => {
    const { self, steps } = controller();
    const { strapi } = strapiAnswering({ title: 'Ajustes' });
    expect(await findWith(self, strapi, 'api::blog.blog', ctx, rewrite)).toEqual({
      data: { sanitized: { title: 'Ajustes' } },
      meta: undefined,
    });
    expect(steps.at(-1)).toEqual(['transform', { sanitized: { title: 'Ajustes' } }, undefined]);
    for (const answer of [null, 'text']) {
      const { strapi: other } = strapiAnswering(answer);
      expect(await findWith(controller().self, other, 'api::blog.blog', ctx, rewrite)).toEqual({
        data: { sanitized: answer },
        meta: undefined,
      });
    }
  });

  it('finds one entry by the id in the path', async () => {
    const { self } = controller();
    const { strapi, calls } = strapiAnswering({ id: 1 });
    expect(await findOneWith(self, strapi, 'api::blog.blog', ctx, rewrite)).toEqual({
      data: { sanitized: { id: 1 } },
      meta: undefined,
    });
    expect(calls).toEqual([['findOne', 'doc1', { locale: 'es', populate: { cover: true } }]]);
    const noId = koa({ params: {} });
    await findOneWith(self, strapi, 'api::blog.blog', noId, rewrite);
    expect(calls.at(-1)?.[1]).toBe('');
  });

  it('names a service without find', async () => {
    const { strapi } = strapiAnswering(null);
    await expect(
      findWith(controller().self, strapi, 'api::page.page', ctx, rewrite),
    ).rejects.toThrow(
      "Strapi's api::page.page service has no find(); check it after a Strapi upgrade.",
    );
  });

  it('populates from the type and its components', () => {
    const strapi = fakeStrapi({
      contentType: () => ({
        attributes: { hero: { type: 'component', component: 'blocks.hero' } },
      }),
      components: { 'blocks.hero': { attributes: { image: { type: 'media' } } } },
    });
    expect(populateFor(strapi, 'api::blog.blog')).toEqual({ hero: { populate: { image: true } } });
  });
});
