import type { Language } from '@brilla/i18n';
import { listBlogs, listPages } from './cms.server';
import { BLOG_PATHS } from './site-paths';

export type SitemapEntry = {
  /** Spanish path; the English one is `/en` + this. */
  path: string;
  titles: Record<Language, string>;
  group: 'pages' | 'landing' | 'services' | 'blog';
  lastmod?: string;
};

const BLOG_TITLES: Record<string, Record<Language, string>> = {
  '/blog': { es: 'Blog', en: 'Blog' },
  '/blog2': { es: 'Blog (lista)', en: 'Blog (list)' },
  '/blog-details': { es: 'Último artículo', en: 'Latest post' },
  '/blog-details-left': {
    es: 'Último artículo (barra izquierda)',
    en: 'Latest post (left sidebar)',
  },
  '/blog-details-right': {
    es: 'Último artículo (barra derecha)',
    en: 'Latest post (right sidebar)',
  },
};

function groupOf(slug: string): SitemapEntry['group'] {
  if (slug.startsWith('single/')) return 'landing';
  if (slug.startsWith('single-service/')) return 'services';
  return 'pages';
}

/** Every page of the site from the CMS (pages and blog posts) plus the blog code routes. */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [pagesEs, pagesEn, blogsEs, blogsEn] = await Promise.all([
    listPages('es'),
    listPages('en'),
    listBlogs('es', 1, 100),
    listBlogs('en', 1, 100),
  ]);
  const entries: SitemapEntry[] = [];
  const englishPage = new Map(pagesEn.map((page) => [page.slug, page.title]));
  for (const page of pagesEs) {
    entries.push({
      path: `/${page.slug}`,
      titles: { es: page.title, en: englishPage.get(page.slug) ?? page.title },
      group: groupOf(page.slug),
      lastmod: page.updatedAt,
    });
  }
  for (const path of BLOG_PATHS) {
    entries.push({ path, titles: BLOG_TITLES[path] ?? { es: path, en: path }, group: 'blog' });
  }
  const englishBlog = new Map(blogsEn.items.map((post) => [post.slug, post.title]));
  for (const post of blogsEs.items) {
    entries.push({
      path: `/blogs/${post.slug}`,
      titles: { es: post.title, en: englishBlog.get(post.slug) ?? post.title },
      group: 'blog',
      lastmod: post.updatedAt ?? post.publishedDate,
    });
  }
  return entries;
}
