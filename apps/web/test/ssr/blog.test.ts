// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../console';
import { cms } from '../mocks/cms';
import { buildBlog, paragraph } from '../mocks/factories';
import { documentData, jsonLd, linkHref, metaContent, title } from './html';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

const words = (count: number) => Array.from({ length: count }, (_, i) => `palabra${i}`).join(' ');

describe('blog server render', () => {
  it('lists posts with date, author and cover, newest first', async () => {
    cms.blogs.es = [
      buildBlog({ title: 'Antiguo', slug: 'antiguo', publishedDate: '2026-01-10' }),
      buildBlog({
        title: 'Reciente',
        slug: 'reciente',
        publishedDate: '2026-09-14',
        author: 'Laura Gómez',
      }),
    ];
    const response = await render('/blog');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.indexOf('Reciente')).toBeLessThan(html.indexOf('Antiguo'));
    expect(html).toContain('14 de septiembre de 2026');
    expect(html).toContain('Por Laura Gómez');
    expect(html).toMatch(/<img[^>]*width="1200"[^>]*height="675"/);
    expect(html).toContain('href="/blogs/reciente"');
    expect(title(html)).toBe('Blog | Brilla Talent');
    // The cards are links the browser keeps as they are: the document's data leaves them out.
    expect(documentData(html)).not.toContain('Laura Gómez');
    expect(await (await render('/blog.data')).text()).toContain('Laura Gómez');
  });

  it("offers the post's own address to share, the Spanish one while English has none", async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia', title: 'Guía' }), buildBlog({ slug: 'solo' })];
    cms.blogs.en = [buildBlog({ slug: 'guia', title: 'Guide', locale: 'en' })];
    const shared = async (path: string) => {
      const html = await (await render(path)).text();
      return html
        .match(/href="https:\/\/x\.com\/intent\/post\?([^"]*)"/)?.[1]
        ?.replaceAll('&amp;', '&');
    };
    const english = new URLSearchParams(await shared('/en/blogs/guia'));
    expect([english.get('text'), english.get('url')]).toEqual([
      'Guide',
      'https://brilla.test/en/blogs/guia',
    ]);
    expect(new URLSearchParams(await shared('/en/blogs/solo')).get('url')).toBe(
      'https://brilla.test/blogs/solo',
    );
    expect(new URLSearchParams(await shared('/blog-details')).get('url')).toBe(
      'https://brilla.test/blogs/guia',
    );
  });

  it('renders a post by slug with reading time, rich text and BlogPosting JSON-LD', async () => {
    cms.blogs.es = [
      buildBlog({
        slug: 'guia',
        title: 'Guía del streamer',
        content: [
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Primeros pasos' }] },
          paragraph(words(450)),
        ],
      }),
    ];
    const html = await (await render('/blogs/guia')).text();
    expect(html).toMatch(/<h1[^>]*>Guía del streamer<\/h1>/);
    expect(html).toMatch(/<h2[^>]*>Primeros pasos<\/h2>/);
    expect(html).toContain('3 min de lectura');
    // The text is in the HTML only; a navigation to the post gets it as data.
    expect(documentData(html)).toContain('Guía del streamer');
    expect(documentData(html)).not.toContain('palabra449');
    expect(await (await render('/blogs/guia.data')).text()).toContain('palabra449');
    expect(metaContent(html, 'property', 'og:type')).toBe('article');
    const posting = jsonLd(html).find((item) => item['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({
      headline: 'Guía del streamer',
      author: { name: 'Laura Gómez' },
      inLanguage: 'es',
    });
  });

  it('redirects a documentId URL permanently to the slug, in the same language', async () => {
    const post = buildBlog({ slug: 'guia' });
    cms.blogs.es = [post];
    cms.blogs.en = [{ ...post, locale: 'en', title: 'Streamer guide' }];
    const spanish = await render(`/blogs/${post.documentId}`);
    expect(spanish.status).toBe(301);
    expect(spanish.headers.get('location')).toBe('/blogs/guia');
    const english = await render(`/en/blogs/${post.documentId}`);
    expect(english.status).toBe(301);
    expect(english.headers.get('location')).toBe('/en/blogs/guia');
  });

  it('answers 404 with "Blog no encontrado" for an unknown post', async () => {
    const response = await render('/blogs/no-existe');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Blog no encontrado');
    expect(html).toContain('El blog que buscas no existe o ha sido eliminado.');
    expect(html).toContain('href="/blog"');
  });

  it('shows the Spanish post with the notice on an English URL without translation', async () => {
    cms.blogs.es = [buildBlog({ slug: 'solo-espanol', title: 'Solo en español' })];
    const response = await render('/en/blogs/solo-espanol');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Contenido no disponible en inglés aún');
    expect(html).toMatch(/<h1 lang="es"[^>]*>Solo en español<\/h1>/);
    expect(html).toMatch(/<article[^>]*>.*<div lang="es">/s);
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/blogs/solo-espanol');
  });

  it('advertises no English version of a post that exists only in Spanish, on either URL', async () => {
    cms.blogs.es = [buildBlog({ slug: 'solo-espanol', title: 'Solo en español' })];
    for (const path of ['/en/blogs/solo-espanol', '/blogs/solo-espanol']) {
      const html = await (await render(path)).text();
      expect(metaContent(html, 'property', 'og:locale')).toBe('es_ES');
      expect(metaContent(html, 'property', 'og:locale:alternate')).toBeNull();
      expect(metaContent(html, 'property', 'og:url')).toBe(
        'https://brilla.test/blogs/solo-espanol',
      );
      expect(linkHref(html, 'alternate', 'en')).toBeNull();
      expect(linkHref(html, 'alternate', 'x-default')).toBe(
        'https://brilla.test/blogs/solo-espanol',
      );
      const posting = jsonLd(html).find((item) => item['@type'] === 'BlogPosting');
      expect(posting?.inLanguage).toBe('es');
    }
  });

  it.each([
    '/blog?page=2',
    '/en/blog?page=2',
    '/blog?page=99',
    '/en/blog2?page=5',
    '/blog?page=0',
    '/blog?page=abc',
    '/en/blog?page=-1',
    '/blog?page=1.5',
  ])('answers 404 for %s, a page the blog list does not have', async (path) => {
    cms.blogs.es = [buildBlog({ slug: 'uno' }), buildBlog({ slug: 'dos' })];
    const response = await render(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(metaContent(html, 'name', 'robots')).toContain('noindex');
  });

  it('serves the pages that exist, and points /blog2 at /blog', async () => {
    cms.blogs.es = Array.from({ length: 10 }, (_, i) =>
      buildBlog({ slug: `post-${i}`, publishedDate: `2026-01-${String(i + 10)}` }),
    );
    expect((await render('/blog?page=1')).status).toBe(200);
    const second = await render('/en/blog?page=2');
    expect(second.status).toBe(200);
    const html = await second.text();
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/en/blog?page=2');
    expect((await render('/blog?page=3')).status).toBe(404);
    const list = await (await render('/blog2?page=2')).text();
    expect(linkHref(list, 'canonical')).toBe('https://brilla.test/blog?page=2');
    expect(linkHref(await (await render('/en/blog2')).text(), 'canonical')).toBe(
      'https://brilla.test/en/blog',
    );
  });

  it('shows the newest post on /blog-details-left with the sidebar', async () => {
    cms.blogs.es = [
      buildBlog({ title: 'Viejo', slug: 'viejo', publishedDate: '2026-01-01' }),
      buildBlog({ title: 'Nuevo', slug: 'nuevo', publishedDate: '2026-10-01' }),
    ];
    const html = await (await render('/blog-details-left')).text();
    expect(html).toMatch(/<h1[^>]*>Nuevo<\/h1>/);
    expect(html).toContain('Artículos recientes');
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/blogs/nuevo');
  });

  it('shows "Error al cargar los blogs" with a retry when the blog list fails', async () => {
    expectConsoleErrors();
    cms.failing.add('/api/blogs');
    const response = await render('/blog');
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('Error al cargar los blogs');
    expect(html).toContain('Reintentar');
  });

  it('shows "Error al cargar el blog" with a retry when a post fails to load', async () => {
    expectConsoleErrors();
    cms.failing.add('/api/blogs');
    const response = await render('/blogs/guia');
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('Error al cargar el blog');
  });
});
