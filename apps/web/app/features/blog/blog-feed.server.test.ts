import type { Blog } from '@brilla/types';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { buildBlog, buildMedia, buildSiteSetting } from '../../../test/mocks/factories';
import { blogFeed } from './blog-feed.server';

const SITE = 'https://brilla.test';
const read = (xml: string) => new Parser().parseString(xml);

/** A post the CMS sends without `updatedAt`: its publication date is its last change. */
function withoutUpdate(post: Blog): Blog {
  const { updatedAt: _, ...rest } = post;
  return rest;
}

describe('blogFeed', () => {
  it('lists the posts as given, each with its absolute address, excerpt, author and date', async () => {
    const posts = [
      buildBlog({
        slug: 'guia',
        title: 'Guía de inicio',
        excerpt: 'Tu primer mes.',
        author: 'Laura Gómez',
        publishedDate: '2026-10-02',
        updatedAt: '2026-10-03T09:30:00.000Z',
      }),
      withoutUpdate(buildBlog({ slug: 'antigua', title: 'Antigua', publishedDate: '2026-12-05' })),
    ];
    const feed = await read(blogFeed('es', SITE, posts, buildSiteSetting({ siteName: 'Brilla' })));
    expect(feed).toMatchObject({
      title: 'Brilla · Blog',
      description:
        'Consejos, historias y novedades para creadores, streamers y marcas que quieren brillar en TikTok LIVE.',
      link: 'https://brilla.test/blog',
      language: 'es',
      copyright: '© Brilla',
      lastBuildDate: 'Sat, 05 Dec 2026 00:00:00 GMT',
    });
    expect(feed.generator).toBeUndefined();
    expect(
      feed.items.map(({ title, link, guid, contentSnippet, creator, isoDate }) => ({
        title,
        link,
        guid,
        contentSnippet,
        creator,
        isoDate,
      })),
    ).toEqual([
      {
        title: 'Guía de inicio',
        link: 'https://brilla.test/blogs/guia',
        guid: 'https://brilla.test/blogs/guia',
        contentSnippet: 'Tu primer mes.',
        creator: 'Laura Gómez',
        isoDate: '2026-10-02T00:00:00.000Z',
      },
      {
        title: 'Antigua',
        link: 'https://brilla.test/blogs/antigua',
        guid: 'https://brilla.test/blogs/antigua',
        contentSnippet: buildBlog().excerpt,
        creator: 'Laura Gómez',
        isoDate: '2026-12-05T00:00:00.000Z',
      },
    ]);
  });

  it('dates its build at the latest change of any post, wherever the list puts it', async () => {
    const posts = [
      buildBlog({
        slug: 'nueva',
        publishedDate: '2026-11-01',
        updatedAt: '2026-11-20T08:00:00.000Z',
      }),
      buildBlog({
        slug: 'media',
        publishedDate: '2026-11-10',
        updatedAt: '2026-11-10T10:00:00.000Z',
      }),
      withoutUpdate(buildBlog({ slug: 'vieja', publishedDate: '2026-09-01' })),
    ];
    const feed = await read(blogFeed('es', SITE, posts, null));
    expect(feed.lastBuildDate).toBe('Fri, 20 Nov 2026 08:00:00 GMT');
  });

  it('names itself and its posts at their English addresses in English', async () => {
    const feed = await read(blogFeed('en', SITE, [buildBlog({ slug: 'guide' })], null));
    expect(feed).toMatchObject({
      title: 'Brilla Talent · Blog',
      link: 'https://brilla.test/en/blog',
      language: 'en',
    });
    expect(feed.items.map((item) => item.link)).toEqual(['https://brilla.test/en/blogs/guide']);
  });

  it('names its own address for readers that follow it (atom:link rel=self)', () => {
    expect(blogFeed('en', SITE, [], null)).toContain(
      '<atom:link href="https://brilla.test/en/blog/feed.xml" rel="self" type="application/rss+xml"/>',
    );
  });

  it('gives each post with a cover the picture its page shows, at an absolute address', async () => {
    const onDisk = buildMedia({ url: '/uploads/portada.jpg', mime: 'image/jpeg', formats: null });
    const onS3 = buildMedia({
      url: 'https://media.example/b/foto.png',
      mime: 'image/png',
      formats: {
        w384: { url: 'https://media.example/b/w384_foto.png', width: 384, height: 216 },
        w768: { url: 'https://media.example/b/w768_foto.png', width: 768, height: 432 },
      },
    });
    const posts = [
      buildBlog({ slug: 'disco', cover: onDisk }),
      buildBlog({ slug: 's3', cover: onS3 }),
      buildBlog({ slug: 'sin-portada', cover: null }),
    ];
    const feed = await read(blogFeed('es', SITE, posts, null));
    expect(feed.items.map((item) => item.enclosure)).toEqual([
      { url: 'https://brilla.test/uploads/portada.jpg', type: 'image/jpeg', length: '0' },
      { url: 'https://media.example/b/w768_foto.png', type: 'image/png', length: '0' },
      undefined,
    ]);
  });

  it("names each post's category, with its page in the feed's language, and none without one", async () => {
    const tips = { name: 'Tips', slug: 'consejos' };
    const posts = [buildBlog({ slug: 'guide', category: tips }), buildBlog({ slug: 'loose' })];
    const xml = blogFeed('en', SITE, posts, null);
    expect(xml).toContain(
      '<category domain="https://brilla.test/en/blog/categoria/consejos">Tips</category>',
    );
    const feed = await read(xml);
    expect(feed.items.map((item) => (item.categories ?? []).length)).toEqual([1, 0]);
    expect(blogFeed('es', SITE, posts, null)).toContain(
      'domain="https://brilla.test/blog/categoria/consejos"',
    );
  });

  it('is a valid feed without posts and without a build date', async () => {
    const xml = blogFeed('es', SITE, [], null);
    const feed = await read(xml);
    expect(feed.items).toEqual([]);
    expect(feed.title).toBe('Brilla Talent · Blog');
  });
});
