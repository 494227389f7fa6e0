// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cmsReader } from '~/lib/cms.server';
import { cms } from '../../../test/mocks/cms';
import { buildBlog, buildCategory } from '../../../test/mocks/factories';
import { readBlogList, readCategories, readCategory, readRelated } from './blog-content.server';

const reader = cmsReader(null);
const tips = buildCategory({ slug: 'tips', name: 'Consejos' });
const news = buildCategory({ slug: 'news', name: 'Avisos' });
const ref = ({ name, slug }: { name: string; slug: string }) => ({ name, slug });

describe('blog categories read', () => {
  it('lists the categories in Spanish by name, each under its English name in English', async () => {
    cms.categories.es = [tips, news];
    cms.categories.en = [buildCategory({ ...tips, locale: 'en', name: 'Advice' })];
    expect(await readCategories(reader, 'es')).toEqual([
      { name: 'Avisos', slug: 'news', fallback: false },
      { name: 'Consejos', slug: 'tips', fallback: false },
    ]);
    // English sorts by the names it shows; a category without English keeps its Spanish name.
    expect(await readCategories(reader, 'en')).toEqual([
      { name: 'Advice', slug: 'tips', fallback: false },
      { name: 'Avisos', slug: 'news', fallback: true },
    ]);
  });

  it('finds a category by slug, in Spanish while English has none, and nothing for another', async () => {
    cms.categories.es = [tips, news];
    cms.categories.en = [buildCategory({ ...tips, locale: 'en', name: 'Tips' })];
    const english = await readCategory(reader, 'en', 'tips');
    expect([english.category?.name, english.fallback]).toEqual(['Tips', false]);
    const spanish = await readCategory(reader, 'en', 'news');
    expect([spanish.category?.name, spanish.fallback]).toEqual(['Avisos', true]);
    expect(await readCategory(reader, 'es', 'news')).toMatchObject({ fallback: false });
    expect(await readCategory(reader, 'en', 'none')).toEqual({ category: null, fallback: false });
  });

  it("lists a category's posts only, and in English each one's English version", async () => {
    cms.blogs.es = [
      buildBlog({ slug: 'a', publishedDate: '2026-01-01', category: ref(tips) }),
      buildBlog({ slug: 'b', publishedDate: '2026-01-02', category: ref(news) }),
      buildBlog({ slug: 'c', publishedDate: '2026-01-03', category: ref(tips) }),
    ];
    cms.blogs.en = [
      buildBlog({ slug: 'a', title: 'A in English', locale: 'en', category: ref(tips) }),
    ];
    const spanish = await readBlogList(reader, 'es', 1, 9, 'tips');
    expect(spanish.items.map(({ post }) => post.slug)).toEqual(['c', 'a']);
    expect(spanish.pagination.total).toBe(2);
    const english = await readBlogList(reader, 'en', 1, 9, 'tips');
    expect(english.items.map(({ post, fallback }) => [post.title, fallback])).toEqual([
      [expect.any(String), true],
      ['A in English', false],
    ]);
  });

  it('relates the three newest other posts of a category, in the language asked', async () => {
    cms.blogs.es = [1, 2, 3, 4, 5].map((day) =>
      buildBlog({ slug: `p-${day}`, publishedDate: `2026-02-0${day}`, category: ref(tips) }),
    );
    cms.blogs.es.push(
      buildBlog({ slug: 'other', publishedDate: '2026-03-01', category: ref(news) }),
    );
    const slugs = async (slug: string) =>
      (await readRelated(reader, 'es', 'tips', slug)).map((post) => post.slug);
    expect(await slugs('p-5')).toEqual(['p-4', 'p-3', 'p-2']);
    expect(await slugs('p-1')).toEqual(['p-5', 'p-4', 'p-3']);
    cms.blogs.en = [buildBlog({ slug: 'p-2', locale: 'en', category: ref(tips) })];
    expect((await readRelated(reader, 'en', 'tips', 'p-1')).map((post) => post.slug)).toEqual([
      'p-2',
    ]);
    expect(await readRelated(reader, 'en', 'tips', 'p-2')).toEqual([]);
  });
});
