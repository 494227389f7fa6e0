// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cms } from '../../test/mocks/cms';
import { buildBlog, buildCategory, buildPage } from '../../test/mocks/factories';
import { sitemapEntries } from './sitemap-entries.server';

const BLOG_ROUTES = [
  { path: '/blog', titles: { es: 'Blog', en: 'Blog' }, mirror: false },
  { path: '/blog2', titles: { es: 'Blog (lista)', en: 'Blog (list)' }, mirror: true },
  { path: '/blog-details', titles: { es: 'Último artículo', en: 'Latest post' }, mirror: true },
  {
    path: '/blog-details-left',
    titles: { es: 'Último artículo (barra izquierda)', en: 'Latest post (left sidebar)' },
    mirror: true,
  },
  {
    path: '/blog-details-right',
    titles: { es: 'Último artículo (barra derecha)', en: 'Latest post (right sidebar)' },
    mirror: true,
  },
].map((route) => ({ ...route, group: 'blog', english: true }));

/** The search page, listed with the pages (both languages, its own content). */
const SEARCH = {
  path: '/buscar',
  titles: { es: 'Buscar', en: 'Search' },
  group: 'pages',
  english: true,
  mirror: false,
};

describe('sitemapEntries', () => {
  it('lists every page with both titles, its group, its date and whether it repeats another', async () => {
    cms.pages.es = [
      buildPage({ slug: 'inicio', title: 'Inicio', updatedAt: '2026-11-01T10:00:00.000Z' }),
      buildPage({ slug: 'single/inicio', title: 'Inicio (landing)', updatedAt: undefined }),
      buildPage({ slug: 'single-service/details1', title: 'Servicio 1' }),
      buildPage({ slug: 'service2', title: 'Servicios 2' }),
    ];
    cms.pages.en = [buildPage({ slug: 'inicio', title: 'Home', locale: 'en' })];
    cms.blogs.es = [];
    const entries = await sitemapEntries();
    expect(entries.slice(0, 4)).toEqual([
      {
        path: '/inicio',
        titles: { es: 'Inicio', en: 'Home' },
        group: 'pages',
        lastmod: '2026-11-01T10:00:00.000Z',
        english: true,
        mirror: false,
      },
      {
        path: '/single/inicio',
        titles: { es: 'Inicio (landing)', en: 'Inicio (landing)' },
        group: 'landing',
        lastmod: undefined,
        english: false,
        mirror: true,
      },
      expect.objectContaining({
        path: '/single-service/details1',
        group: 'services',
        english: false,
        mirror: false,
      }),
      expect.objectContaining({ path: '/service2', group: 'pages', mirror: true }),
    ]);
    expect(entries.slice(4)).toEqual([SEARCH, ...BLOG_ROUTES]);
  });

  it('lists the Spanish pages and posts by name, whatever language the CMS gives by default', async () => {
    cms.defaultLocale = 'en';
    cms.pages.es = [buildPage({ slug: 'inicio', title: 'Inicio' })];
    cms.pages.en = [buildPage({ slug: 'home', title: 'Home', locale: 'en' })];
    cms.blogs.es = [buildBlog({ slug: 'guia', title: 'Guía' })];
    cms.blogs.en = [buildBlog({ slug: 'guide', title: 'Guide', locale: 'en' })];
    const paths = (await sitemapEntries()).map((entry) => entry.path);
    expect(paths.filter((path) => !BLOG_ROUTES.some((route) => route.path === path))).toEqual([
      '/inicio',
      '/buscar',
      '/blogs/guia',
    ]);
  });

  it('lists each Spanish post after the search page and the blog routes, with its English title when it has one', async () => {
    cms.pages.es = [];
    cms.pages.en = [];
    cms.blogs.es = [
      buildBlog({ slug: 'guia', title: 'Guía', updatedAt: '2026-10-02T00:00:00.000Z' }),
      buildBlog({ slug: 'solo', title: 'Solo', publishedDate: '2026-09-01', updatedAt: undefined }),
    ];
    cms.blogs.en = [buildBlog({ slug: 'guia', title: 'Guide', locale: 'en' })];
    const entries = await sitemapEntries();
    expect(entries.slice(0, 6)).toEqual([SEARCH, ...BLOG_ROUTES]);
    expect(entries.slice(6)).toEqual([
      {
        path: '/blogs/guia',
        titles: { es: 'Guía', en: 'Guide' },
        group: 'blog',
        lastmod: '2026-10-02T00:00:00.000Z',
        english: true,
        mirror: false,
      },
      {
        path: '/blogs/solo',
        titles: { es: 'Solo', en: 'Solo' },
        group: 'blog',
        lastmod: '2026-09-01',
        english: false,
        mirror: false,
      },
    ]);
  });

  it('lists each category page before the posts, with its English name when it has one', async () => {
    cms.pages.es = [];
    cms.pages.en = [];
    cms.categories.es = [
      buildCategory({ slug: 'tips', name: 'Consejos', updatedAt: '2026-10-05T00:00:00.000Z' }),
      buildCategory({ slug: 'news', name: 'Avisos', updatedAt: undefined }),
    ];
    cms.categories.en = [buildCategory({ slug: 'tips', name: 'Tips', locale: 'en' })];
    cms.blogs.es = [buildBlog({ slug: 'guia', title: 'Guía' })];
    const entries = await sitemapEntries();
    expect(entries.slice(6, 9)).toEqual([
      {
        path: '/blog/categoria/news',
        titles: { es: 'Avisos', en: 'Avisos' },
        group: 'blog',
        english: true,
        mirror: false,
      },
      {
        path: '/blog/categoria/tips',
        titles: { es: 'Consejos', en: 'Tips' },
        group: 'blog',
        lastmod: '2026-10-05T00:00:00.000Z',
        english: true,
        mirror: false,
      },
      expect.objectContaining({ path: '/blogs/guia' }),
    ]);
  });
});
