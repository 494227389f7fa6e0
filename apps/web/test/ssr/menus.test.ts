// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cms } from '../mocks/cms';
import { buildPage, buildSiteSetting } from '../mocks/factories';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

/** The links of an HTML fragment, as "text → href". */
const anchors = (fragment: string) =>
  [...fragment.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(
    ([, href, text]) => `${text} → ${href}`,
  );
/** The links of the first <nav> that opens with `opening`. */
function navLinks(html: string, opening: RegExp): string[] {
  const start = html.search(opening);
  expect(start, `no ${opening} in the page`).toBeGreaterThanOrEqual(0);
  return anchors(html.slice(start, html.indexOf('</nav>', start)));
}
const headerMenu = (html: string) =>
  navLinks(html, /<nav aria-label="(Navegación principal|Main navigation)"/);
const footerLinks = (html: string) => navLinks(html, /<nav aria-labelledby="footer-quick-links"/);
/** The highlighted buttons after the desktop menu, in the header. */
const headerButtons = (html: string) => {
  const header = html.slice(html.indexOf('<header'), html.indexOf('</header>'));
  return anchors(header.slice(header.indexOf('</nav>')));
};

describe('header menu and footer quick links from the site settings', () => {
  beforeEach(() => {
    cms.pages.en = [buildPage({ locale: 'en', title: 'Home', seo: null })];
    cms.siteSetting.es = buildSiteSetting({
      locale: 'es',
      headerMenu: [
        { label: 'Artículos', target: '/blog', highlight: false },
        { label: 'Inicio', target: '/inicio', highlight: false },
        { label: 'Escríbenos', target: '/contactanos', highlight: true },
        { label: 'Tienda', target: 'https://shop.example.com/', highlight: false },
      ],
      footerLinks: [
        { label: 'Preguntas', target: '/faq' },
        { label: 'Calculadora', target: '/calculadora' },
      ],
    });
    cms.siteSetting.en = buildSiteSetting({
      locale: 'en',
      headerMenu: [
        { label: 'Articles', target: '/blog', highlight: false },
        { label: 'Write to us', target: '/contactanos', highlight: true },
      ],
      footerLinks: [{ label: 'Questions', target: '/faq' }],
    });
  });

  it("shows the Spanish settings' labels in their order, the highlighted one as a button", async () => {
    const html = await (await render('/inicio')).text();
    expect(headerMenu(html)).toEqual([
      'Artículos → /blog',
      'Inicio → /inicio',
      'Tienda → https://shop.example.com/',
    ]);
    expect(headerButtons(html)).toEqual(['Escríbenos → /contactanos']);
    expect(footerLinks(html)).toEqual(['Preguntas → /faq', 'Calculadora → /calculadora']);
    // The active item of docs/product.md §2 still applies to the settings' links.
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Inicio<\/a>/);
    expect(html).not.toMatch(/<a[^>]*aria-current="page"[^>]*>Artículos<\/a>/);
  });

  it("shows the English settings' labels with their paths under /en", async () => {
    const html = await (await render('/en/inicio')).text();
    expect(headerMenu(html)).toEqual(['Articles → /en/blog']);
    expect(headerButtons(html)).toEqual(['Write to us → /en/contactanos']);
    expect(footerLinks(html)).toEqual(['Questions → /en/faq']);
  });

  it("falls back to the specification's menus when the settings have none", async () => {
    cms.siteSetting.es = buildSiteSetting({ locale: 'es', headerMenu: [], footerLinks: [] });
    const en = buildSiteSetting({ locale: 'en' });
    delete en.headerMenu;
    delete en.footerLinks;
    cms.siteSetting.en = en;
    const spanish = await (await render('/inicio')).text();
    expect(headerMenu(spanish)).toEqual([
      'Inicio → /inicio',
      'Calculadora → /calculadora',
      'Nosotros → /nosotros',
      'Nuestra agencia → /nuestra-agencia',
      'Blog → /blog',
    ]);
    expect(headerButtons(spanish)).toEqual(['Contáctanos → /contactanos']);
    const english = await (await render('/en/inicio')).text();
    expect(footerLinks(english)).toEqual([
      'Home → /en/inicio',
      'Calculator → /en/calculadora',
      'About Us → /en/nosotros',
      'Our Agency → /en/nuestra-agencia',
      'Blog → /en/blog',
      'Contact Us → /en/contactanos',
    ]);
    expect(headerButtons(english)).toEqual(['Contact Us → /en/contactanos']);
  });
});
