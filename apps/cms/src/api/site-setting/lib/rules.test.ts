import { describe, expect, it } from 'vitest';
import {
  cleanTarget,
  destinationOf,
  type Existing,
  type MenuField,
  type MenuLink,
  menuProblems,
} from './rules';

const existing: Existing = {
  pages: new Set(['inicio', 'calculadora', 'single/inicio']),
  blogs: new Set(['guia-primer-mes']),
  categories: new Set(['consejos']),
};
const link = (label: string, target: string): MenuLink => ({ label, target });
const messages = (
  links: MenuLink[],
  language: 'es' | 'en' = 'es',
  field: MenuField = 'headerMenu',
) => menuProblems(field, links, existing, language).map((p) => `${p.path.join('.')}: ${p.message}`);

describe('destinationOf', () => {
  it.each([
    ['https://www.tiktok.com/@brilla', { kind: 'url' }],
    ['http://example.com', { kind: 'url' }],
    ['/blog', { kind: 'code' }],
    ['/blog-details-left', { kind: 'code' }],
    ['/sitemap', { kind: 'code' }],
    ['/', { kind: 'page', slug: 'inicio' }],
    ['/home', { kind: 'page', slug: 'inicio' }],
    ['/calculadora/', { kind: 'page', slug: 'calculadora' }],
    ['/single/inicio', { kind: 'page', slug: 'single/inicio' }],
    ['/blogs/mi-post', { kind: 'blog', slug: 'mi-post' }],
    ['/blogs/a/b', { kind: 'page', slug: 'blogs/a/b' }],
    ['/blog/categoria/consejos/', { kind: 'category', slug: 'consejos' }],
    ['/blog/categoria/a/b', { kind: 'page', slug: 'blog/categoria/a/b' }],
    ['/blog/categoria', { kind: 'page', slug: 'blog/categoria' }],
    ['/en/nosotros', { kind: 'english', spanish: '/nosotros' }],
    ['/en', { kind: 'english', spanish: '/' }],
    ['nosotros', { kind: 'malformed' }],
    ['//evil.example/x', { kind: 'malformed' }],
    ['/faq?x=1', { kind: 'malformed' }],
    ['javascript:alert(1)', { kind: 'malformed' }],
    ['mailto:hola@example.com', { kind: 'malformed' }],
  ])('%s → %j', (target, destination) => {
    expect(destinationOf(target)).toEqual(destination);
  });
});

describe('menuProblems', () => {
  it('accepts existing pages, published posts, code routes, home aliases and web addresses', () => {
    expect(
      messages([
        link('Inicio', '/'),
        link('Calculadora', '/calculadora'),
        link('Blog', '/blog'),
        link('Guía', '/blogs/guia-primer-mes'),
        link('Consejos', '/blog/categoria/consejos'),
        link('Mapa', '/sitemap'),
        link('TikTok', 'https://www.tiktok.com/@brilla'),
      ]),
    ).toEqual([]);
  });

  it('refuses a missing page, naming the link and what to do, in Spanish and English', () => {
    const links = [link('Inicio', '/inicio'), link('Precios', '/precios')];
    expect(messages(links)).toEqual([
      'headerMenu.1.target: «Precios» (menú de la cabecera, enlace 2) lleva a /precios, pero no hay ninguna página publicada con esa ruta. Publica antes la página o corrige el destino.',
    ]);
    expect(messages(links, 'en', 'footerLinks')).toEqual([
      'footerLinks.1.target: "Precios" (footer quick links, link 2) points to /precios, but no published page has that path. Publish the page first or correct the target.',
    ]);
  });

  it('refuses a blog post that is not published', () => {
    expect(messages([link('Post', '/blogs/borrador')])).toEqual([
      'headerMenu.0.target: «Post» (menú de la cabecera, enlace 1) lleva a /blogs/borrador, pero no hay ningún artículo del blog publicado con esa ruta. Publica antes el artículo o corrige el destino.',
    ]);
  });

  it('refuses a blog category that is not published, in Spanish and English', () => {
    const links = [link('Noticias', '/blog/categoria/noticias')];
    expect(messages(links)).toEqual([
      'headerMenu.0.target: «Noticias» (menú de la cabecera, enlace 1) lleva a /blog/categoria/noticias, pero no hay ninguna categoría del blog publicada con esa ruta. Publica antes la categoría o corrige el destino.',
    ]);
    expect(messages(links, 'en')).toEqual([
      'headerMenu.0.target: "Noticias" (header menu, link 1) points to /blog/categoria/noticias, but no published blog category has that path. Publish the category first or correct the target.',
    ]);
  });

  it('refuses English paths and targets that are neither paths nor web addresses', () => {
    expect(messages([link('About', '/en/nosotros'), link('', 'nosotros')], 'en')).toEqual([
      'headerMenu.0.target: "About" (header menu, link 1) points to /en/nosotros: write the Spanish path without /en (/nosotros); the English site adds /en itself.',
      'headerMenu.1.target: Link 2 of the header menu points to "nosotros", which is neither a site path nor a web address. Write a path starting with / (for example /nosotros) or a full address starting with https://.',
    ]);
    expect(messages([link('X', 'javascript:alert(1)')])[0]).toMatch(
      /^headerMenu\.0\.target: «X» \(menú de la cabecera, enlace 1\) lleva a «javascript:alert\(1\)», que no es una ruta/,
    );
  });

  it('leaves empty targets to the schema and ignores labels', () => {
    expect(messages([{ label: 'Sin destino' }, { target: '   ' }])).toEqual([]);
  });
});

describe('cleanTarget', () => {
  it('trims and drops the trailing slash of site paths only', () => {
    expect(cleanTarget(' /nosotros/ ')).toBe('/nosotros');
    expect(cleanTarget(' https://example.com/ ')).toBe('https://example.com/');
  });
});
