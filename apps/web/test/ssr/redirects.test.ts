// @vitest-environment node
import type { SiteRedirect } from '@brilla/types';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../console';
import { cms } from '../mocks/cms';
import { buildBlog, buildPage } from '../mocks/factories';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

describe('redirects staff set in the CMS', () => {
  it('send a missing page to its new address in both languages, keeping the query', async () => {
    cms.redirects = [
      { from: '/quienes-somos', to: '/nosotros', statusCode: 301 },
      { from: '/en/who-we-are', to: '/en/nosotros', statusCode: 308 },
    ];
    const spanish = await render('/quienes-somos?utm_source=ig');
    expect(spanish.status).toBe(301);
    expect(spanish.headers.get('location')).toBe('/nosotros?utm_source=ig');
    // Staff can change a redirect: browsers must not keep it for ever.
    expect(spanish.headers.get('cache-control')).toBe('no-store');

    const english = await render('/en/who-we-are/');
    expect(english.status).toBe(308);
    expect(english.headers.get('location')).toBe('/en/nosotros');
  });

  it('send an old blog address to the renamed post, and an address to another site as it is', async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia-nueva' })];
    cms.redirects = [
      { from: '/blogs/guia-vieja', to: '/blogs/guia-nueva', statusCode: 301 },
      { from: '/tienda', to: 'https://tienda.example/?ref=brilla', statusCode: 301 },
    ];
    const blog = await render('/blogs/guia-vieja');
    expect(blog.status).toBe(301);
    expect(blog.headers.get('location')).toBe('/blogs/guia-nueva');

    const shop = await render('/tienda?utm_source=ig');
    expect(shop.headers.get('location')).toBe('https://tienda.example/?ref=brilla');
  });

  it('never send a visitor to another site through a path-looking target', async () => {
    cms.redirects = [
      { from: '/viejo', to: '//evil.example/x', statusCode: 301 },
      { from: '/viejo2', to: '/\\evil.example', statusCode: 301 },
      { from: '/viejo3', to: 'javascript:alert(1)', statusCode: 301 },
    ];
    expect((await render('/viejo')).headers.get('location')).toBe('/evil.example/x');
    expect((await render('/viejo2')).headers.get('location')).toBe('/evil.example');
    expect((await render('/viejo3')).status).toBe(404);
  });

  it('send a visitor to a target written with characters outside ASCII, encoded, never a 500', async () => {
    cms.redirects = [
      { from: '/menu', to: '/carta/café-ñandú', statusCode: 301 },
      { from: '/tienda', to: 'https://tienda.example/categoría/ñ', statusCode: 301 },
      { from: '/en/old', to: '/en/日本', statusCode: 308 },
    ];
    expect((await render('/menu')).headers.get('location')).toBe(
      '/carta/caf%C3%A9-%C3%B1and%C3%BA',
    );
    expect((await render('/tienda')).headers.get('location')).toBe(
      'https://tienda.example/categor%C3%ADa/%C3%B1',
    );
    const english = await render('/en/old');
    expect(english.status).toBe(308);
    expect(english.headers.get('location')).toBe('/en/%E6%97%A5%E6%9C%AC');
  });

  it('answer the final target of a chain the CMS missed (escaped paths, the site’s own address)', async () => {
    cms.redirects = [
      { from: '/uno', to: '/%64os', statusCode: 301 },
      { from: '/dos', to: 'https://brilla.test/tres', statusCode: 301 },
      { from: '/tres', to: '/cuatro?ref=cadena', statusCode: 301 },
    ];
    const answer = await render('/uno');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/cuatro?ref=cadena');
    // The site's own address is a path of the site: the visitor's query is kept.
    cms.redirects = [{ from: '/cinco', to: 'https://brilla.test/seis', statusCode: 301 }];
    await purgeAppCache();
    expect((await render('/cinco?utm_source=ig')).headers.get('location')).toBe(
      '/seis?utm_source=ig',
    );
  });

  it('answer 404, never a redirect for ever, to a loop however it is written', async () => {
    const errors = expectConsoleErrors();
    const loops: SiteRedirect[][] = [
      [
        { from: '/a', to: '/%62', statusCode: 301 },
        { from: '/b', to: '/%61', statusCode: 301 },
      ],
      [
        { from: '/a', to: 'https://brilla.test/b/', statusCode: 301 },
        { from: '/b', to: '/A'.toLowerCase(), statusCode: 301 },
      ],
      [
        { from: '/a', to: '/b', statusCode: 301 },
        { from: '/b', to: '/c', statusCode: 301 },
        { from: '/c', to: '/d', statusCode: 301 },
        { from: '/d', to: '/e', statusCode: 301 },
        { from: '/e', to: '/f', statusCode: 301 },
        { from: '/f', to: '/g', statusCode: 301 },
      ],
    ];
    for (const loop of loops) {
      cms.redirects = loop;
      await purgeAppCache();
      const answer = await render('/a');
      expect(answer.status, JSON.stringify(loop)).toBe(404);
    }
    expect(errors.mock.calls.flat().join(' ')).toMatch(/loop or chain past 5 steps/);
  });

  it('never hide a page that exists, and leave other missing paths a 404', async () => {
    cms.pages.es.push(buildPage({ slug: 'nosotros', title: 'Nosotros' }));
    cms.redirects = [{ from: '/nosotros', to: '/inicio', statusCode: 301 }];
    expect((await render('/nosotros')).status).toBe(200);
    expect((await render('/en/quienes-somos')).status).toBe(404);
  });

  it('answer the 404 page when the redirects cannot be read', async () => {
    const errors = expectConsoleErrors();
    cms.failing.add('/api/redirects');
    const response = await render('/quienes-somos');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('404');
    expect(errors.mock.calls.flat().join(' ')).toMatch(/redirects, answering 404/);
  });

  it('follow a change in the CMS once it is published (the purge reaches the list)', async () => {
    expect((await render('/quienes-somos')).status).toBe(404);
    cms.redirects = [{ from: '/quienes-somos', to: '/nosotros', statusCode: 301 }];
    await purgeAppCache();
    expect((await render('/quienes-somos')).status).toBe(301);
  });
});
