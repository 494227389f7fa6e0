// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../console';
import { cms } from '../mocks/cms';
import { buildBlog, buildCategory, buildHero, buildPage, paragraph } from '../mocks/factories';
import { metaContent } from './html';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

/** The results' titles and addresses as a page shows them (marks removed). */
function results(html: string) {
  const list = html.match(/<ol[^>]*>(.*?)<\/ol>/s)?.[1] ?? '';
  return [...list.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gs)].map(([, href, title]) => [
    href,
    title?.replace(/<[^>]+>/g, ''),
  ]);
}

describe('site search', () => {
  it('finds pages and posts without minding accents, best first, with the words marked', async () => {
    cms.pages.es.push(
      buildPage({
        slug: 'nosotros',
        title: 'Nosotros',
        blocks: [buildHero({ subtitle: 'Cuidamos a cada niño creador.' })],
      }),
    );
    cms.blogs.es = [
      buildBlog({
        slug: 'ninos',
        title: 'Niños en directo',
        content: [paragraph('Reglas para niños.')],
      }),
    ];
    const response = await render('/buscar?q=nino');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(results(html)).toEqual([
      ['/blogs/ninos', 'Niños en directo'],
      ['/nosotros', 'Nosotros'],
    ]);
    expect(html).toContain('2 resultados para «nino»');
    expect(html).toContain('<mark class="rounded bg-brand-light px-0.5 text-ink">Niños</mark>');
    expect(html).toContain('<mark class="rounded bg-brand-light px-0.5 text-ink">niño</mark>');
    expect(html).toMatch(/<input type="search"[^>]*name="q" value="nino"/);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex, follow');
  });

  it('searches the English content under /en, at English addresses', async () => {
    cms.blogs.es = [buildBlog({ slug: 'guia', title: 'Guía de campañas' })];
    cms.blogs.en = [buildBlog({ slug: 'guia', title: 'Campaign guide', locale: 'en' })];
    const html = await (await render('/en/buscar?q=campaign')).text();
    expect(results(html)).toEqual([['/en/blogs/guia', 'Campaign guide']]);
    expect(html).toContain('One result for “campaign”');
    expect(await (await render('/en/buscar?q=campa%C3%B1as')).text()).toContain(
      'We found nothing for “campañas”',
    );
  });

  it("finds the blog's categories at their list pages, named as categories, in each language", async () => {
    cms.categories.es = [buildCategory({ slug: 'consejos', name: 'Consejos para creadores' })];
    cms.categories.en = [
      buildCategory({ slug: 'consejos', name: 'Tips for creators', locale: 'en' }),
    ];
    const es = await (await render('/buscar?q=consejos')).text();
    expect(results(es)).toEqual([['/blog/categoria/consejos', 'Consejos para creadores']]);
    expect(es).toContain('Categoría del blog');
    const en = await (await render('/en/buscar?q=tips')).text();
    expect(results(en)).toEqual([['/en/blog/categoria/consejos', 'Tips for creators']]);
    expect(en).toContain('Blog category');
  });

  it('shows the form alone, indexable, without a query; a form that works without JavaScript', async () => {
    const html = await (await render('/buscar')).text();
    expect(html).toMatch(/<form role="search"[^>]*action="\/buscar" method="get"/);
    expect(html).not.toContain('<ol');
    expect(metaContent(html, 'name', 'robots')).toBe('index, follow');
    expect(await (await render('/en/buscar?q=%20%20')).text()).toMatch(/action="\/en\/buscar"/);
  });

  it('finds what was published after the last search', async () => {
    expect(await (await render('/buscar?q=baile')).text()).toContain(
      'No encontramos nada para «baile»',
    );
    cms.blogs.es = [buildBlog({ slug: 'baile', title: 'Shows de baile' })];
    await purgeAppCache();
    expect(results(await (await render('/buscar?q=baile')).text())).toEqual([
      ['/blogs/baile', 'Shows de baile'],
    ]);
  });

  it('answers 503 with what to do while the CMS cannot be read, and keeps the query', async () => {
    const logged = expectConsoleErrors();
    cms.failing.add('/api/blogs');
    const response = await render('/buscar?q=tiktok');
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('No pudimos buscar ahora mismo. Inténtalo de nuevo en unos segundos.');
    expect(html).toMatch(/<input type="search"[^>]*name="q" value="tiktok"/);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^\[web\] search: /);
  });

  it('cuts a very long query instead of refusing it', async () => {
    const html = await (await render(`/buscar?q=${'a'.repeat(500)}`)).text();
    expect(html).toContain(`para «${'a'.repeat(100)}»`);
    expect(html).toMatch(new RegExp(`name="q" value="${'a'.repeat(100)}"`));
  });
});
