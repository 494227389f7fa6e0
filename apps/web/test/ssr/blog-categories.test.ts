// @vitest-environment node
import type { Blog, Category } from '@brilla/types';
import Parser from 'rss-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cms } from '../mocks/cms';
import { buildBlog, buildCategory } from '../mocks/factories';
import { documentData, linkHref, metaContent, title } from './html';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

const link = ({ name, slug }: Category) => ({ name, slug });

/** Two categories in both languages and three posts: two of "streaming", one of "marcas". */
function seedCategories() {
  const streaming = buildCategory({
    slug: 'streaming',
    name: 'Streaming en vivo',
    description: 'Todo sobre transmitir.',
  });
  const marcas = buildCategory({ slug: 'marcas', name: 'Marcas', description: null });
  const streamingEn = buildCategory({
    ...streaming,
    locale: 'en',
    name: 'Live streaming',
    description: 'All about streaming.',
  });
  const marcasEn = buildCategory({ ...marcas, locale: 'en', name: 'Brands' });
  cms.categories.es = [streaming, marcas];
  cms.categories.en = [streamingEn, marcasEn];
  const post = (slug: string, date: string, category: Category, overrides: Partial<Blog> = {}) =>
    buildBlog({
      slug,
      title: `Post ${slug}`,
      publishedDate: date,
      category: link(category),
      ...overrides,
    });
  cms.blogs.es = [
    post('primero', '2026-01-10', streaming),
    post('segundo', '2026-02-10', streaming),
    post('tercero', '2026-03-10', marcas),
  ];
  cms.blogs.en = [
    post('primero', '2026-01-10', streamingEn, { title: 'First post', locale: 'en' }),
    post('tercero', '2026-03-10', marcasEn, { title: 'Third post', locale: 'en' }),
  ];
}

describe('blog categories', () => {
  it("lists a category's posts, newest first, with its name, description and head tags", async () => {
    seedCategories();
    const response = await render('/blog/categoria/streaming');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Streaming en vivo<\/h1>/);
    expect(html).toContain('Todo sobre transmitir.');
    expect(html.indexOf('href="/blogs/segundo"')).toBeLessThan(
      html.indexOf('href="/blogs/primero"'),
    );
    expect(html).not.toContain('href="/blogs/tercero"');
    expect(title(html)).toBe('Streaming en vivo · Blog | Brilla Talent');
    expect(metaContent(html, 'name', 'description')).toBe('Todo sobre transmitir.');
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/blog/categoria/streaming');
    expect(linkHref(html, 'alternate', 'en')).toBe(
      'https://brilla.test/en/blog/categoria/streaming',
    );
    expect(linkHref(html, 'alternate', 'x-default')).toBe(
      'https://brilla.test/blog/categoria/streaming',
    );
    // The nav marks the category shown; the posts stay out of the document's data.
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/blog\/categoria\/streaming"|<a[^>]*href="\/blog\/categoria\/streaming"[^>]*aria-current="page"/,
    );
    expect(documentData(html)).not.toContain('Post segundo');
  });

  it('shows the English category with its English posts, and the Spanish one where a post has none', async () => {
    seedCategories();
    const response = await render('/en/blog/categoria/streaming');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Live streaming<\/h1>/);
    expect(html).toContain('href="/en/blogs/primero"');
    expect(html).toContain('First post');
    // "segundo" has no English version: listed in Spanish with the notice.
    expect(html).toContain('Post segundo');
    expect(html).toContain('Contenido no disponible en inglés aún');
    expect(title(html)).toBe('Live streaming · Blog | Brilla Talent');
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/en/blog/categoria/streaming');
    expect(html).toContain('href="/en/blog/categoria/marcas"');
  });

  it('describes a category without a description from the dictionary', async () => {
    seedCategories();
    const html = await (await render('/en/blog/categoria/marcas')).text();
    expect(metaContent(html, 'name', 'description')).toBe('Posts in the “Brands” category.');
  });

  it.each([
    '/blog/categoria/no-existe',
    '/en/blog/categoria/no-existe',
    '/blog/categoria/streaming?page=2',
    '/blog/categoria/streaming?page=abc',
    '/blog/categoria/Mal_Nombre',
  ])('answers 404 for %s', async (path) => {
    seedCategories();
    const response = await render(path);
    expect(response.status).toBe(404);
    expect(metaContent(await response.text(), 'name', 'robots')).toContain('noindex');
  });

  it('pages through a category like the blog', async () => {
    const category = buildCategory({ slug: 'muchos', name: 'Muchos' });
    cms.categories.es = [category];
    cms.blogs.es = Array.from({ length: 10 }, (_, i) =>
      buildBlog({
        slug: `post-${i}`,
        publishedDate: `2026-01-${String(i + 10)}`,
        category: link(category),
      }),
    );
    const first = await (await render('/blog/categoria/muchos')).text();
    expect(first).toContain('href="/blog/categoria/muchos?page=2"');
    const second = await render('/blog/categoria/muchos?page=2');
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(html).toContain('href="/blogs/post-0"');
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/blog/categoria/muchos?page=2');
  });

  it('shows the categories as links on the blog list', async () => {
    seedCategories();
    const es = await (await render('/blog')).text();
    expect(es).toContain('aria-label="Categorías"');
    expect(es).toContain('href="/blog/categoria/streaming"');
    expect(es).toContain('>Marcas</a>');
    const en = await (await render('/en/blog')).text();
    expect(en).toContain('href="/en/blog/categoria/streaming"');
    expect(en).toContain('>Live streaming</a>');
  });

  it("names the post's category as a link and ends with up to three related posts of it", async () => {
    const category = buildCategory({ slug: 'streaming', name: 'Streaming en vivo' });
    cms.categories.es = [category];
    cms.blogs.es = [
      ...Array.from({ length: 5 }, (_, i) =>
        buildBlog({
          slug: `rel-${i}`,
          title: `Relacionado ${i}`,
          publishedDate: `2026-02-1${i}`,
          category: link(category),
        }),
      ),
      buildBlog({ slug: 'sin-tema', title: 'Sin tema', publishedDate: '2026-03-01' }),
    ];
    const html = await (await render('/blogs/rel-0')).text();
    expect(html).toContain('href="/blog/categoria/streaming"');
    expect(html).toContain('Más sobre Streaming en vivo');
    const related = html.slice(html.indexOf('id="blog-related"'));
    // The three newest others, newest first; never the post itself nor another category's.
    const shown = [...related.matchAll(/href="\/blogs\/([^"]+)"/g)].map((match) => match[1]);
    expect(shown).toEqual(['rel-4', 'rel-3', 'rel-2']);
  });

  it('shows related posts in the language of the page, and none where there are none', async () => {
    seedCategories();
    const en = await (await render('/en/blogs/tercero')).text();
    expect(en).toContain('href="/en/blog/categoria/marcas"');
    expect(en).not.toContain('id="blog-related"');
    const primero = await (await render('/en/blogs/primero')).text();
    // "segundo", of the same category, has no English version: not a related post in English.
    expect(primero).not.toContain('id="blog-related"');
    const segundo = await (await render('/blogs/segundo')).text();
    expect(segundo).toContain('id="blog-related"');
    expect(segundo.slice(segundo.indexOf('id="blog-related"'))).toContain('href="/blogs/primero"');
  });

  it('carries each post of a feed with its category', async () => {
    seedCategories();
    const parser = new Parser();
    const feed = await parser.parseString(await (await render('/en/blog/feed.xml')).text());
    // rss-parser keeps a `<category>` with attributes as xml2js reads it: text `_`, attributes `$`.
    const categories = (item: Parser.Item) =>
      (item.categories as unknown as Array<{ _: string; $: { domain: string } }>).map(
        (category) => [category._, category.$.domain],
      );
    expect(feed.items.map((item) => [item.title, categories(item)])).toEqual([
      ['Third post', [['Brands', 'https://brilla.test/en/blog/categoria/marcas']]],
      ['First post', [['Live streaming', 'https://brilla.test/en/blog/categoria/streaming']]],
    ]);
    const spanish = await parser.parseString(await (await render('/blog/feed.xml')).text());
    expect(spanish.items.map(categories)).toEqual([
      [['Marcas', 'https://brilla.test/blog/categoria/marcas']],
      [['Streaming en vivo', 'https://brilla.test/blog/categoria/streaming']],
      [['Streaming en vivo', 'https://brilla.test/blog/categoria/streaming']],
    ]);
  });

  it('lists the category pages in both languages in /sitemap.xml', async () => {
    seedCategories();
    const xml = await (await render('/sitemap.xml')).text();
    for (const path of [
      '/blog/categoria/streaming',
      '/en/blog/categoria/streaming',
      '/blog/categoria/marcas',
    ]) {
      expect(xml).toContain(`<loc>https://brilla.test${path}</loc>`);
    }
    expect(xml).toContain('hreflang="en" href="https://brilla.test/en/blog/categoria/marcas"');
  });
});
