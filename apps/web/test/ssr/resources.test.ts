// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cms } from '../mocks/cms';
import { buildBlog, buildPage, buildSiteSetting } from '../mocks/factories';
import { linkHref } from './html';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

describe('technical resources', () => {
  it('lists every page and post in both languages with alternates in /sitemap.xml', async () => {
    cms.pages.es.push(buildPage({ slug: 'nosotros', title: 'Nosotros' }));
    cms.pages.en.push(buildPage({ slug: 'nosotros', title: 'About us', locale: 'en' }));
    cms.blogs.es = [buildBlog({ slug: 'guia' })];
    cms.blogs.en = [buildBlog({ slug: 'guia', locale: 'en' })];
    const response = await render('/sitemap.xml');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    for (const path of [
      '/inicio',
      '/en/inicio',
      '/nosotros',
      '/en/nosotros',
      '/blogs/guia',
      '/en/blogs/guia',
      '/blog',
    ]) {
      expect(xml).toContain(`<loc>https://brilla.test${path}</loc>`);
    }
    expect(xml).toContain('hreflang="en" href="https://brilla.test/en/nosotros"');
    expect(xml).toContain('hreflang="x-default" href="https://brilla.test/nosotros"');
  });

  it('leaves mirror pages and the English URLs of Spanish-only content out of /sitemap.xml', async () => {
    for (const lang of ['es', 'en'] as const) {
      for (const slug of ['single/inicio', 'service', 'service2'])
        cms.pages[lang].push(buildPage({ slug, locale: lang }));
    }
    cms.pages.es.push(buildPage({ slug: 'nosotros', title: 'Nosotros' }));
    cms.blogs.es = [buildBlog({ slug: 'solo-espanol' })];
    const xml = await (await render('/sitemap.xml')).text();
    for (const path of ['/inicio', '/en/inicio', '/service', '/en/service', '/blog', '/en/blog'])
      expect(xml).toContain(`<loc>https://brilla.test${path}</loc>`);
    for (const path of ['/nosotros', '/blogs/solo-espanol'])
      expect(xml).toContain(`<loc>https://brilla.test${path}</loc>`);
    for (const path of [
      '/single/inicio',
      '/en/single/inicio',
      '/service2',
      '/blog2',
      '/en/blog2',
      '/blog-details',
      '/blog-details-left',
      '/en/blog-details-right',
      '/en/nosotros',
      '/en/blogs/solo-espanol',
    ]) {
      expect(xml).not.toContain(`<loc>https://brilla.test${path}</loc>`);
      expect(xml).not.toContain(`href="https://brilla.test${path}"`);
    }
  });

  it("links the site's icons as raster images, never an SVG the phone's main thread would build", async () => {
    for (const page of ['/inicio', '/en/blog']) {
      const html = await (await render(page)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const icons = [...head.matchAll(/<link[^>]*rel="(?:icon|apple-touch-icon)"[^>]*>/g)].map(
        ([tag]) => tag.match(/href="([^"]*)"/)?.[1],
      );
      expect(icons).toEqual(['/favicon.ico', '/apple-touch-icon.png']);
    }
  });

  it('names the sitemap in /robots.txt', async () => {
    const response = await render('/robots.txt');
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toContain('Sitemap: https://brilla.test/sitemap.xml');
  });

  it('names the web app manifest of the page language, which the site settings fill', async () => {
    cms.siteSetting.es = null;
    cms.siteSetting.en = buildSiteSetting({ siteName: 'Brilla EN' });
    for (const [page, manifest, name, start] of [
      ['/inicio', '/manifest.webmanifest', 'Brilla Talent', '/inicio'],
      ['/en/blog', '/en/manifest.webmanifest', 'Brilla EN', '/en/inicio'],
    ] as const) {
      expect(linkHref(await (await render(page)).text(), 'manifest')).toBe(manifest);
      const response = await render(manifest);
      expect(response.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
      expect(await response.json()).toMatchObject({ name, start_url: start });
    }
  });

  it('lists the pages on the /sitemap page in the page language', async () => {
    cms.pages.en = [buildPage({ slug: 'inicio', title: 'Home', locale: 'en' })];
    const html = await (await render('/en/sitemap')).text();
    expect(html).toContain('Sitemap');
    expect(html).toMatch(/href="\/en\/inicio"[^>]*>Home</);
  });

  it("forgets the server's kept pages when the publish webhook is accepted", async () => {
    let purges = 0;
    const context = { purgePages: () => (purges += 1) };
    expect((await render('/webhooks/cms', { method: 'GET' }, context)).status).toBe(405);
    expect(purges).toBe(0);
    expect((await render('/webhooks/cms', { method: 'POST' }, context)).status).toBe(200);
    expect(purges).toBe(1);
  });
});
