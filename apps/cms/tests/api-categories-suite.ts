import { describe, expect, it } from 'vitest';
import { documentsOf } from '../src/lib/strapi-services';
import type { ApiContext, Entry, PageDocuments } from './api-context';

const CATEGORIES = '/api/categories?sort=name:asc&pagination[pageSize]=100';
const names = (entries: Entry[]) => entries.map((entry) => entry.name);

/** Blog categories (decision 048): published ones only, and a post's category on the blog reads. */
export function defineCategoryTests(context: ApiContext) {
  const { call, get, list } = context;

  describe('blog categories', () => {
    it('lists the published categories of each language, and finds one by slug', async () => {
      expect(names(await list(`${CATEGORIES}&locale=es`))).toEqual(['Consejos', 'Novedades']);
      // Novedades has no English version.
      expect(names(await list(`${CATEGORIES}&locale=en`))).toEqual(['Tips']);
      const [tips] = await list('/api/categories?filters[slug][$eq]=consejos&locale=en');
      expect(tips).toMatchObject({
        name: 'Tips',
        slug: 'consejos',
        description: 'Tips for creators.',
      });
    });

    it('keeps draft categories, and unpublished changes, from the site', async () => {
      const categories = documentsOf<PageDocuments>(context.cms().strapi, 'api::category.category');
      await categories.create({
        locale: 'es',
        data: { name: 'Borrador de categoría', slug: 'borrador-de-categoria' },
      });
      const published = await categories.findFirst({
        locale: 'es',
        filters: { slug: 'novedades' },
      });
      await categories.update({
        documentId: published?.documentId,
        locale: 'es',
        data: { name: 'Novedades (sin publicar)' },
      });
      expect(names(await list(`${CATEGORIES}&locale=es`))).toEqual(['Consejos', 'Novedades']);
      expect(
        await list('/api/categories?filters[slug][$eq]=borrador-de-categoria&locale=es'),
      ).toEqual([]);
      // The web's token never reads drafts, whatever it asks.
      expect(names(await list(`${CATEGORIES}&locale=es&status=draft`))).toEqual([
        'Consejos',
        'Novedades',
      ]);
    });

    it("gives each post its category's name and slug in the post's language, nothing more", async () => {
      const es = await list('/api/blogs?locale=es&sort=publishedDate:desc');
      const categoryOf = (post: Entry | undefined) => post?.category as Entry | null | undefined;
      for (const post of es) {
        expect(categoryOf(post), String(post.slug)).toMatchObject({
          name: 'Consejos',
          slug: 'consejos',
        });
        expect(categoryOf(post)).not.toHaveProperty('description');
      }
      const [english] = await list('/api/blogs?filters[slug][$eq]=primer-post&locale=en');
      expect(categoryOf(english)).toMatchObject({ name: 'Tips', slug: 'consejos' });
      const [full] = await list('/api/blogs?filters[slug][$eq]=primer-post&locale=es');
      expect(categoryOf(full)).toMatchObject({ name: 'Consejos', slug: 'consejos' });
    });

    it("lists a category's posts only, newest first, and refuses any other category filter", async () => {
      const query =
        '/api/blogs?locale=es&sort=publishedDate:desc&pagination[page]=1&pagination[pageSize]=9';
      const posts = await list(`${query}&filters[category][slug][$eq]=consejos`);
      expect(posts.map((post) => post.slug)).toEqual(['solo-espanol', 'primer-post']);
      expect(await list(`${query}&filters[category][slug][$eq]=novedades`)).toEqual([]);
      expect((await get('/api/blogs?locale=es&filters[category][name][$eq]=Consejos')).status).toBe(
        400,
      );
      expect(
        (await get('/api/blogs?locale=es&filters[category][description][$contains]=a')).status,
      ).toBe(400);
    });

    it('answers nobody but the web (no token: refused)', async () => {
      const reply = await call('GET', `${CATEGORIES}&locale=es`, undefined, { authorization: '' });
      expect([401, 403]).toContain(reply.status);
    });
  });
}
