// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cmsReader } from '~/lib/cms.server';
import { cms } from '../../../test/mocks/cms';
import { buildBlog } from '../../../test/mocks/factories';
import { readBlog, readBlogList } from './blog-content.server';

const reader = cmsReader(null);

describe('readBlogList', () => {
  it('lists the Spanish posts newest first, a page at a time, none of them a fallback', async () => {
    cms.blogs.es = [1, 2, 3, 4, 5].map((day) =>
      buildBlog({ slug: `post-${day}`, publishedDate: `2026-02-0${day}` }),
    );
    const first = await readBlogList(reader, 'es', 1, 2);
    expect(first.items.map(({ post, fallback }) => [post.slug, fallback])).toEqual([
      ['post-5', false],
      ['post-4', false],
    ]);
    expect(first.pagination).toEqual({ page: 1, pageSize: 2, pageCount: 3, total: 5 });
    const last = await readBlogList(reader, 'es', 3, 2);
    expect(last.items.map(({ post }) => post.slug)).toEqual(['post-1']);
  });

  it('asks for the Spanish posts by name, whatever language the CMS gives by default', async () => {
    cms.defaultLocale = 'en';
    cms.blogs.es = [buildBlog({ slug: 'guia', title: 'Guía' })];
    cms.blogs.en = [buildBlog({ slug: 'guide', title: 'Guide', locale: 'en' })];
    const list = await readBlogList(reader, 'es');
    expect(list.items.map(({ post }) => post.title)).toEqual(['Guía']);
  });

  it('lists 9 posts a page by default', async () => {
    cms.blogs.es = Array.from({ length: 10 }, (_, at) => buildBlog({ slug: `p-${at}` }));
    const list = await readBlogList(reader, 'es');
    expect(list.items).toHaveLength(9);
    expect(list.pagination).toMatchObject({ page: 1, pageSize: 9, pageCount: 2 });
  });

  it('in English shows a post’s English version in its Spanish place, and the Spanish one as a fallback', async () => {
    cms.blogs.es = [
      buildBlog({ slug: 'guia', title: 'Guía', publishedDate: '2026-03-02' }),
      buildBlog({ slug: 'solo', title: 'Solo español', publishedDate: '2026-03-01' }),
    ];
    cms.blogs.en = [
      buildBlog({ slug: 'guia', title: 'Guide', locale: 'en', publishedDate: '2026-03-02' }),
      // An English post without a Spanish original is not listed: the list is the Spanish one.
      buildBlog({ slug: 'english-only', title: 'Only English', locale: 'en' }),
    ];
    const list = await readBlogList(reader, 'en');
    expect(list.items.map(({ post, fallback }) => [post.title, fallback])).toEqual([
      ['Guide', false],
      ['Solo español', true],
    ]);
    expect(list.pagination.total).toBe(2);
  });
});

describe('readBlog', () => {
  it('reads the post in the page’s language, or the Spanish one marked as a fallback', async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia', title: 'Guía' })];
    expect(await readBlog(reader, 'es', 'guia')).toMatchObject({
      blog: { title: 'Guía' },
      fallback: false,
    });
    expect(await readBlog(reader, 'en', 'guia')).toMatchObject({
      blog: { title: 'Guía' },
      fallback: true,
    });
    cms.blogs.en = [buildBlog({ slug: 'guia', title: 'Guide', locale: 'en' })];
    expect(await readBlog(reader, 'en', 'guia')).toMatchObject({
      blog: { title: 'Guide' },
      fallback: false,
    });
  });

  it('is no post and no fallback when neither language has it', async () => {
    expect(await readBlog(reader, 'en', 'nada')).toEqual({ blog: null, fallback: false });
  });
});
