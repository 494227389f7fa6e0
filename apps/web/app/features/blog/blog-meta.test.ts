import { describe, expect, it } from 'vitest';
import type { RootData } from '~/lib/root-data';
import { buildBlog, buildMedia, buildSiteSetting } from '../../../test/mocks/factories';
import { blogMeta } from './blog-meta';

type Tag = Record<string, unknown>;
const find = (tags: Tag[], key: string, value: string) => tags.find((tag) => tag[key] === value);

const ROOT: RootData = {
  lang: 'es',
  siteUrl: 'https://brilla.test',
  year: 2026,
  setting: buildSiteSetting({ siteName: 'Brilla' }),
  preview: null,
  contentVersion: 1,
  complete: true,
};
const args = (pathname: string, root: RootData | null = ROOT) => ({
  location: { pathname },
  // A failed root has no data: its match is there without loaderData.
  matches: [{ id: 'root', loaderData: root ?? undefined }],
});

function loaded(blog: ReturnType<typeof buildBlog>, spanishOnly = false) {
  const { content, ...rest } = blog;
  return {
    failed: false as const,
    blog: rest,
    content,
    fallback: spanishOnly,
    readingMinutes: 1,
    recent: [],
    related: [],
    spanishOnly,
  };
}

const jsonLd = (tags: Tag[]) =>
  tags.filter((tag) => 'script:ld+json' in tag).at(-1)?.['script:ld+json'];

describe('blogMeta', () => {
  it('describes a post as an article at /blogs/<slug>, with BlogPosting data', () => {
    const cover = buildMedia({ url: '/uploads/portada.webp', width: 1200, height: 675 });
    const blog = buildBlog({
      slug: 'primer-mes',
      title: 'Tu primer mes',
      excerpt: 'Qué esperar.',
      author: 'Laura',
      publishedDate: '2026-09-14',
      updatedAt: '2026-09-15T08:00:00.000Z',
      cover,
      coverAlt: 'Portada del artículo',
    });
    const tags = blogMeta(args('/en/blog-details'), loaded(blog)) as Tag[];
    expect(tags[0]).toEqual({ title: 'Tu primer mes | Brilla' });
    expect(find(tags, 'name', 'description')?.content).toBe('Qué esperar.');
    expect(find(tags, 'property', 'og:type')?.content).toBe('article');
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://brilla.test/en/blogs/primer-mes');
    expect(find(tags, 'property', 'og:image')?.content).toBe(
      'https://brilla.test/uploads/portada.webp',
    );
    expect(find(tags, 'property', 'og:image:alt')?.content).toBe('Portada del artículo');
    expect(jsonLd(tags)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Tu primer mes',
      description: 'Qué esperar.',
      datePublished: '2026-09-14',
      dateModified: '2026-09-15T08:00:00.000Z',
      inLanguage: 'en',
      author: { '@type': 'Person', name: 'Laura' },
      image: 'https://brilla.test/uploads/portada.webp',
      mainEntityOfPage: 'https://brilla.test/en/blogs/primer-mes',
      publisher: { '@type': 'Organization', name: 'Brilla' },
    });
  });

  it("prefers the post's SEO fields and its SEO image with that image's alt text", () => {
    const metaImage = buildMedia({ url: '/uploads/seo.webp', alternativeText: null });
    const blog = buildBlog({
      slug: 'seo',
      coverAlt: 'Portada',
      seo: {
        metaTitle: 'Título SEO',
        metaDescription: 'Descripción SEO',
        keywords: 'tiktok',
        metaImage,
        metaImageAlt: 'Imagen SEO',
      },
    });
    const tags = blogMeta(args('/blogs/seo'), loaded(blog)) as Tag[];
    expect(tags[0]).toEqual({ title: 'Título SEO' });
    expect(find(tags, 'name', 'description')?.content).toBe('Descripción SEO');
    expect(find(tags, 'name', 'keywords')?.content).toBe('tiktok');
    expect(find(tags, 'property', 'og:image:alt')?.content).toBe('Imagen SEO');
    expect(jsonLd(tags)).toMatchObject({ image: 'https://brilla.test/uploads/seo.webp' });
  });

  it('marks a Spanish-only post on its English URL as Spanish, and leaves out a missing date', () => {
    const blog = buildBlog({ slug: 'solo-es', cover: null, updatedAt: undefined });
    const tags = blogMeta(args('/en/blogs/solo-es'), loaded(blog, true)) as Tag[];
    expect(find(tags, 'rel', 'canonical')?.href).toBe('https://brilla.test/blogs/solo-es');
    const data = jsonLd(tags) as Record<string, unknown>;
    expect(data.inLanguage).toBe('es');
    expect(data.mainEntityOfPage).toBe('https://brilla.test/blogs/solo-es');
    expect(data.image).toBe('https://brilla.test/og-default.png');
    expect(data).not.toHaveProperty('dateModified');
  });

  it('titles the post with the brand alone when the root has failed, and still names the feed', () => {
    const blog = buildBlog({ slug: 'x', title: 'Post', cover: null });
    expect(blogMeta(args('/blogs/x', null), loaded(blog))).toEqual([
      { title: 'Post | Brilla Talent' },
      {
        tagName: 'link',
        rel: 'alternate',
        type: 'application/rss+xml',
        title: 'Artículos del blog (RSS)',
        href: '/blog/feed.xml',
      },
    ]);
  });

  it('keeps a page whose post could not be read out of search results', () => {
    const tags = blogMeta(args('/blogs/x'), { failed: true, spanishOnly: false }) as Tag[];
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, follow');
  });
});
