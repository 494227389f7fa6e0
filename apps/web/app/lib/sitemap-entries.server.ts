import { LANGUAGES, type Language } from '@brilla/i18n';
import { blogCategoryPath, mirroredPath, SEARCH_PATH } from '@brilla/types';
import { textOf } from '~/i18n/translator';
import { listBlogs, listCategories, listPages } from './cms.server';
import { BLOG_PATHS } from './site-paths';

export type SitemapEntry = {
  /** Spanish path; the English one is `/en` + this. */
  path: string;
  titles: Record<Language, string>;
  group: 'pages' | 'landing' | 'services' | 'blog';
  lastmod?: string;
  /** False when the content exists only in Spanish (its English URL shows the Spanish text). */
  english: boolean;
  /** Repeats another page (docs/decisions/037): listed for people, left out of sitemap.xml. */
  mirror: boolean;
};

/** A title for each blog route: the type asks for one whenever BLOG_PATHS gains a path. */
const BLOG_TITLES: Record<(typeof BLOG_PATHS)[number], Record<Language, string>> = {
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

/**
 * Every page of the site from the CMS (pages, blog categories and posts) plus the blog code routes.
 */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const [pagesEs, pagesEn, blogsEs, blogsEn, categoriesEs, categoriesEn] = await Promise.all([
    listPages('es'),
    listPages('en'),
    listBlogs('es', 1, 100),
    listBlogs('en', 1, 100),
    // Stryker disable next-line StringLiteral: an empty locale is no locale, and the CMS answers its default, Spanish.
    listCategories('es'),
    listCategories('en'),
  ]);
  const entries: SitemapEntry[] = [];
  const englishPage = new Map(pagesEn.map((page) => [page.slug, page.title]));
  for (const page of pagesEs) {
    const english = englishPage.get(page.slug);
    entries.push({
      path: `/${page.slug}`,
      titles: { es: page.title, en: english ?? page.title },
      group: groupOf(page.slug),
      lastmod: page.updatedAt,
      english: english !== undefined,
      mirror: mirroredPath(`/${page.slug}`) !== null,
    });
  }
  entries.push({
    path: SEARCH_PATH,
    titles: Object.fromEntries(
      LANGUAGES.map((lang) => [lang, textOf(lang, 'search.title')]),
    ) as Record<Language, string>,
    group: 'pages',
    english: true,
    mirror: false,
  });
  for (const path of BLOG_PATHS) {
    entries.push({
      path,
      titles: BLOG_TITLES[path],
      group: 'blog',
      english: true,
      // `/blog2` repeats `/blog`; `/blog-details…` repeat the newest post.
      mirror: path !== '/blog',
    });
  }
  const englishCategory = new Map(categoriesEn.map((category) => [category.slug, category.name]));
  for (const category of categoriesEs) {
    const english = englishCategory.get(category.slug);
    entries.push({
      path: blogCategoryPath(category.slug),
      titles: { es: category.name, en: english ?? category.name },
      group: 'blog',
      ...(category.updatedAt ? { lastmod: category.updatedAt } : {}),
      // Its English page lists the posts in English (the name stays Spanish until translated).
      english: true,
      mirror: false,
    });
  }
  const englishBlog = new Map(blogsEn.items.map((post) => [post.slug, post.title]));
  for (const post of blogsEs.items) {
    const english = englishBlog.get(post.slug);
    entries.push({
      path: `/blogs/${post.slug}`,
      titles: { es: post.title, en: english ?? post.title },
      group: 'blog',
      lastmod: post.updatedAt ?? post.publishedDate,
      english: english !== undefined,
      mirror: false,
    });
  }
  return entries;
}
