// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cms } from '../mocks/cms';
import {
  buildCalculatorBlock,
  buildContactBlock,
  buildHero,
  buildMedia,
  buildPage,
  buildSiteSetting,
  buildTestimonialsBlock,
} from '../mocks/factories';
import { documentData, jsonLd, linkHref, metaContent, title } from './html';
import { purgeAppCache, render, startApp, stopApp } from './render';

beforeAll(startApp, 60_000);
afterAll(stopApp);
beforeEach(purgeAppCache);

describe('server render of CMS pages', () => {
  it('answers /inicio with its text and head tags in Spanish', async () => {
    const response = await render('/inicio');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    const html = await response.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<h1[^>]*>Tu talento merece un espacio para brillar<\/h1>/);
    expect(title(html)).toBe('Brilla Talent | Agencia oficial de TikTok LIVE');
    expect(metaContent(html, 'name', 'description')).toBe(
      'Formación, representación y monetización para creadores.',
    );
    expect(metaContent(html, 'name', 'robots')).toBe('index, follow');
    expect(metaContent(html, 'property', 'og:locale')).toBe('es_ES');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'property', 'og:image')).toBe('https://brilla.test/og-default.png');
    expect(metaContent(html, 'property', 'og:image:width')).toBe('1200');
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/inicio');
    expect(linkHref(html, 'alternate', 'es')).toBe('https://brilla.test/inicio');
    expect(linkHref(html, 'alternate', 'en')).toBe('https://brilla.test/en/inicio');
    expect(linkHref(html, 'alternate', 'x-default')).toBe('https://brilla.test/inicio');
    expect(jsonLd(html).map((item) => item['@type'])).toContain('Organization');
    // The frame: navigation with the active item, footer with contact links.
    expect(html).toMatch(
      /<a aria-current="page"[^>]*href="\/inicio"|href="\/inicio"[^>]*aria-current="page"/,
    );
    expect(html).toContain('href="mailto:contacto@brillatalent.com"');
    expect(html).toContain('href="tel:+573005550199"');
    expect(html).toContain('https://wa.me/573005550199?text=%C2%A1Hola!%20Quiero');
  });

  it('answers /en/inicio in English with English head tags', async () => {
    cms.pages.en = [
      buildPage({
        locale: 'en',
        title: 'Home',
        seo: null,
        blocks: [buildHero({ title: 'Your talent deserves a space to shine' })],
      }),
    ];
    const html = await (await render('/en/inicio')).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Your talent deserves a space to shine');
    expect(title(html)).toBe('Home | Brilla Talent');
    expect(metaContent(html, 'property', 'og:locale')).toBe('en_US');
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/en/inicio');
    expect(html).toContain('Quick Links');
    expect(html).not.toContain('Contenido no disponible en inglés aún');
  });

  it('sends every character as the editor wrote it: accents, dashes, curly quotes, emoji', async () => {
    const written = 'Mañana — “brilla” en ‘vivo’ ✨ 🎤';
    cms.pages.es = [
      buildPage({
        title: written,
        seo: null,
        blocks: [buildHero({ title: written })],
      }),
    ];
    const response = await render('/inicio');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = new TextDecoder('utf-8', { fatal: true }).decode(await response.arrayBuffer());
    expect(html).toMatch(/<h1[^>]*>Mañana — “brilla” en ‘vivo’ ✨ 🎤<\/h1>/);
    expect(title(html)).toBe(`${written} | Brilla Talent`);
    // The page's data carries the same text for hydration.
    expect(documentData(html)).toContain(written);
  });

  it('shows the Spanish page with the notice when an English page is missing', async () => {
    cms.pages.es.push(
      buildPage({
        slug: 'nosotros',
        title: 'Nosotros',
        blocks: [buildHero({ title: 'Somos Brilla' })],
      }),
    );
    const html = await (await render('/en/nosotros')).text();
    expect(html).toContain('Contenido no disponible en inglés aún');
    expect(html).toMatch(/<div lang="es"[^>]*>\s*<h1[^>]*>Somos Brilla/s);
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/nosotros');
    expect(html).toContain('<html lang="en"');
  });

  it('advertises no English version of a page that exists only in Spanish, on either URL', async () => {
    cms.pages.es.push(buildPage({ slug: 'nosotros', title: 'Nosotros' }));
    for (const path of ['/en/nosotros', '/nosotros']) {
      const html = await (await render(path)).text();
      expect(linkHref(html, 'canonical')).toBe('https://brilla.test/nosotros');
      expect(metaContent(html, 'property', 'og:locale')).toBe('es_ES');
      expect(metaContent(html, 'property', 'og:url')).toBe('https://brilla.test/nosotros');
      expect(metaContent(html, 'property', 'og:locale:alternate')).toBeNull();
      expect(linkHref(html, 'alternate', 'en')).toBeNull();
      expect(linkHref(html, 'alternate', 'es')).toBe('https://brilla.test/nosotros');
    }
    // With the English version published, both URLs list it again.
    cms.pages.en.push(buildPage({ slug: 'nosotros', title: 'About us', locale: 'en' }));
    purgeAppCache();
    const html = await (await render('/nosotros')).text();
    expect(linkHref(html, 'alternate', 'en')).toBe('https://brilla.test/en/nosotros');
    expect(metaContent(html, 'property', 'og:locale:alternate')).toBe('en_US');
  });

  it("describes images in the page's language, with the media's alt only as a fallback", async () => {
    const image = buildMedia({ alternativeText: 'Escenario violeta' });
    cms.pages.en = [
      buildPage({
        locale: 'en',
        title: 'Home',
        blocks: [buildHero({ title: 'Shine', image, imageAlt: 'Violet stage' })],
      }),
    ];
    cms.pages.es = [buildPage({ blocks: [buildHero({ title: 'Brilla', image, imageAlt: null })] })];
    const english = await (await render('/en/inicio')).text();
    expect(english).toMatch(/<img[^>]*alt="Violet stage"/);
    expect(english).not.toContain('alt="Escenario violeta"');
    const spanish = await (await render('/inicio')).text();
    expect(spanish).toMatch(/<img[^>]*alt="Escenario violeta"/);
  });

  it('shows an image its editor marked decorative with an empty alt, whatever text it has', async () => {
    const image = buildMedia({ alternativeText: 'Escenario violeta' });
    cms.pages.es = [
      buildPage({
        blocks: [buildHero({ image, imageAlt: 'Escenario', imageDecorative: true })],
      }),
    ];
    const html = await (await render('/inicio')).text();
    expect(html).toMatch(/<img[^>]*alt=""/);
    expect(html).not.toMatch(/<img[^>]*alt="Escenario/);
  });

  it('names the site and its creator on X from the site settings', async () => {
    cms.siteSetting.es = buildSiteSetting({
      twitterSite: '@brilla',
      twitterCreator: '@brilla_team',
    });
    const html = await (await render('/inicio')).text();
    expect(metaContent(html, 'name', 'twitter:site')).toBe('@brilla');
    expect(metaContent(html, 'name', 'twitter:creator')).toBe('@brilla_team');
  });

  it.each([
    ['/single/inicio', 'https://brilla.test/inicio'],
    ['/en/single/inicio', 'https://brilla.test/en/inicio'],
    ['/service2', 'https://brilla.test/service'],
    ['/en/service2', 'https://brilla.test/en/service'],
  ])(
    'points the canonical of the mirror page %s at the page it repeats',
    async (path, canonical) => {
      for (const lang of ['es', 'en'] as const) {
        for (const slug of ['single/inicio', 'service', 'service2'])
          cms.pages[lang].push(
            buildPage({ slug, locale: lang, framed: !slug.startsWith('single') }),
          );
      }
      const response = await render(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(linkHref(html, 'canonical')).toBe(canonical);
      expect(metaContent(html, 'property', 'og:url')).toBe(canonical);
      const esTarget = canonical.replace('/en/', '/');
      expect(linkHref(html, 'alternate', 'es')).toBe(esTarget);
      expect(linkHref(html, 'alternate', 'en')).toBe(
        esTarget.replace('brilla.test/', 'brilla.test/en/'),
      );
    },
  );

  it('sends a kept block in the HTML only: the document data names it, a navigation gets it', async () => {
    const quote = 'Brilla me enseñó a transmitir con constancia.';
    cms.testimonials.es = [
      {
        id: 1,
        documentId: 'testimonio-1',
        quote,
        name: 'Valentina',
        role: 'Streamer',
        avatar: null,
        avatarAlt: null,
        avatarDecorative: false,
        videoUrl: null,
        order: 1,
      },
    ];
    const services = 'Representación de creadores de contenido en vivo';
    cms.pages.es = [
      buildPage({
        blocks: [
          buildHero({ title: 'Somos Brilla' }),
          buildTestimonialsBlock({ title: 'Testimonios' }),
          {
            __component: 'blocks.rich-text',
            id: 77,
            title: 'Qué hacemos',
            body: [{ type: 'paragraph', children: [{ type: 'text', text: services }] }],
          },
        ],
      }),
    ];
    const html = await (await render('/inicio')).text();
    const data = documentData(html);
    for (const text of [quote, services]) {
      expect(html, text).toContain(text);
      expect(data, text).not.toContain(text);
    }
    // The hero hydrates: its data is there.
    expect(data).toContain('Somos Brilla');
    // A client navigation renders every block itself: the data request has them all.
    const navigation = await (await render('/inicio.data')).text();
    expect(navigation).toContain(quote);
    expect(navigation).toContain(services);
  });

  it('serves a page created in the CMS at its slug without a route of its own', async () => {
    cms.pages.es.push(
      buildPage({
        slug: 'campana-navidad',
        title: 'Navidad',
        seo: null,
        blocks: [buildHero({ title: 'Brilla en Navidad' })],
      }),
    );
    const response = await render('/campana-navidad');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Brilla en Navidad');
  });

  it('sends every block whole in the HTML, however long, so that it shows without JavaScript', async () => {
    // Over React's 12.8 KB streaming chunk: a block that long is sent apart and revealed by a
    // script unless the server says otherwise (entry.server.tsx); the form's code loads on demand.
    const items = Array.from({ length: 40 }, (_, n) => ({
      title: `Servicio ${n}`,
      description: `Descripción del servicio número ${n}. `.repeat(12),
      icon: null,
      url: '/nosotros',
    }));
    cms.pages.es.push(
      buildPage({
        slug: 'servicios-largos',
        seo: null,
        blocks: [
          buildHero({ title: 'Todo lo que hacemos' }),
          { __component: 'blocks.services-grid', id: 9001, title: 'Servicios', intro: null, items },
          buildContactBlock({ title: 'Escríbenos' }),
        ],
      }),
    );
    const response = await render('/servicios-largos', {
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/142.0 Safari/537.36' },
    });
    const html = await response.text();
    // The page's content, in place: no boundary left pending for a script to fill in.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Servicio 39');
    expect(main).toMatch(/<form[^>]*method="post"/i);
    expect(main).toContain('name="email"');
    expect(main).not.toContain('<!--$?-->');
  });

  it('puts the request nonce on every script it runs, for the Content-Security-Policy', async () => {
    const html = await (await render('/inicio', {}, { cspNonce: 'bm9uY2UtdGVzdA==' })).text();
    const scripts = [...html.matchAll(/<script(?![^>]*application\/ld\+json)[^>]*>/g)].map(
      (match) => match[0],
    );
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain('nonce="bm9uY2UtdGVzdA=="');
  });

  it("runs nothing that waits on the browser process while the page parses: React Router's scroll restoration runs from the deferred script", async () => {
    const html = await (await render('/inicio')).text();
    const classic = [
      ...html.matchAll(/<script(?![^>]*(?:ld\+json|type="module"))[^>]*>([\s\S]*?)<\/script>/g),
    ];
    for (const [, code] of classic) expect(code).not.toMatch(/sessionStorage|replaceState/);
    // Its element stays, empty, where React hydrates it.
    expect(classic.some(([, code]) => code === '')).toBe(true);
    const deferred = html.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)?.[1] ?? '';
    const scroll = deferred.indexOf('("react-router-scroll-positions"');
    expect(scroll).toBeGreaterThan(deferred.indexOf('addEventListener("load"'));
    expect(scroll).toBeLessThan(deferred.indexOf('import('));
  });

  it('renders /home as the home page', async () => {
    const html = await (await render('/home')).text();
    expect(html).toContain('Tu talento merece un espacio para brillar');
    expect(linkHref(html, 'canonical')).toBe('https://brilla.test/inicio');
  });

  it('renders /single/ landing pages without the navigation and footer links', async () => {
    cms.pages.es.push(
      buildPage({
        slug: 'single/inicio',
        framed: false,
        blocks: [buildHero({ title: 'Landing' })],
      }),
    );
    const html = await (await render('/single/inicio')).text();
    expect(html).toContain('Landing');
    expect(html).not.toContain('Navegación principal');
    expect(html).not.toContain('Enlaces rápidos');
    expect(html).toContain('Cambiar idioma');
    expect(html).toContain('https://wa.me/');
  });

  it('computes the calculator on the server from the query', async () => {
    cms.pages.es.push(
      buildPage({ slug: 'calculadora', blocks: [buildHero(), buildCalculatorBlock()] }),
    );
    const html = await (await render('/calculadora?h=12&r=3&l=intermediate')).text();
    // 12 × 5 × 52/12 = 260; 3 × 10 × 52/12 = 130; +10 % = 429.
    expect(html).toMatch(/data-testid="calculator-total"[^>]*>429,00\sUS\$/);
    expect(html).toContain('value="12"');
  });
});

describe('server answers for redirects, missing pages and outages', () => {
  it('redirects / to /inicio, or to /en/inicio for a visitor who chose English', async () => {
    const spanish = await render('/');
    expect(spanish.status).toBe(302);
    expect(spanish.headers.get('location')).toBe('/inicio');
    const english = await render('/', { headers: { cookie: 'lang=en' } });
    expect(english.headers.get('location')).toBe('/en/inicio');
    expect(english.headers.get('cache-control')).toBe('no-store');
    expect((await render('/en')).headers.get('location')).toBe('/en/inicio');
  });

  it('renders a campaign visit as the page without its campaign parameters (one kept copy)', async () => {
    const campaign = await (await render('/inicio?utm_source=ig&fbclid=IwAR3x')).text();
    expect(campaign).not.toMatch(/utm_source|fbclid|IwAR3x/);
    // What the page shows still goes along: the calculator's inputs in the other language's link.
    const calculator = await (await render('/calculadora?h=12&utm_source=ig')).text();
    expect(calculator).toContain('href="/en/calculadora?h=12"');
    expect(calculator).not.toContain('utm_source');
  });

  it("keeps a campaign link's query string on the way to the home page", async () => {
    const campaign = '?utm_source=instagram&utm_campaign=bio+link';
    expect((await render(`/${campaign}`)).headers.get('location')).toBe(`/inicio${campaign}`);
    const english = await render(`/en${campaign}`);
    expect(english.headers.get('location')).toBe(`/en/inicio${campaign}`);
    const chosen = await render(`/${campaign}`, { headers: { cookie: 'lang=en' } });
    expect(chosen.headers.get('location')).toBe(`/en/inicio${campaign}`);
  });

  it('opens / in the language the browser prefers when the visitor chose none', async () => {
    const home = async (headers: Record<string, string>) =>
      (await render('/', { headers })).headers.get('location');
    expect(await home({ 'accept-language': 'en-US,en;q=0.9,es;q=0.8' })).toBe('/en/inicio');
    expect(await home({ 'accept-language': 'EN-gb' })).toBe('/en/inicio');
    expect(await home({ 'accept-language': 'es-CO,es;q=0.9,en;q=0.8' })).toBe('/inicio');
    // English ranked below a language the site does not have still beats Spanish unranked.
    expect(await home({ 'accept-language': 'fr,en;q=0.5' })).toBe('/en/inicio');
    expect(await home({ 'accept-language': 'en;q=0, es;q=0.3' })).toBe('/inicio');
    // None of ours, anything, or nothing at all: Spanish.
    expect(await home({ 'accept-language': 'fr-FR,fr;q=0.9' })).toBe('/inicio');
    expect(await home({ 'accept-language': '*' })).toBe('/inicio');
    expect(await home({ 'accept-language': ';;q=x,' })).toBe('/inicio');
    expect(await home({})).toBe('/inicio');
    // A stored choice wins over the browser, both ways.
    expect(await home({ 'accept-language': 'en', cookie: 'lang=es' })).toBe('/inicio');
    expect(await home({ 'accept-language': 'es', cookie: 'lang=en' })).toBe('/en/inicio');
    // `/en` is English whatever the browser says.
    const english = await render('/en', { headers: { 'accept-language': 'es' } });
    expect(english.headers.get('location')).toBe('/en/inicio');
    // Caches keep nothing, and are told what the answer depends on.
    const answer = await render('/', { headers: { 'accept-language': 'en' } });
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('vary')).toBe('Cookie, Accept-Language');
  });

  it('answers unknown paths with 404 inside the frame, in the path language', async () => {
    const spanish = await render('/no-existe');
    expect(spanish.status).toBe(404);
    const html = await spanish.text();
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('Enlaces rápidos');
    expect(title(html)).toBe('Página no encontrada | Brilla Talent');
    expect(spanish.headers.get('cache-control')).not.toContain('s-maxage=60');
    const english = await render('/en/does-not-exist');
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found');
  });

  it('answers /error with the 404 page and status', async () => {
    const response = await render('/error');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Página no encontrada');
  });

  it('answers 503 with a localized retry page when the CMS is down, never a stack', async () => {
    const { expectConsoleErrors } = await import('../console');
    expectConsoleErrors();
    cms.down = true;
    const response = await render('/nosotros');
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain('El sitio no está disponible en este momento');
    expect(html).toContain('Reintentar');
    expect(html).not.toMatch(/CmsError|CMS unreachable|\n\s+at /);
  });

  it('keeps rendering a page it has seen while the CMS is down', async () => {
    const { expectConsoleErrors } = await import('../console');
    expectConsoleErrors();
    expect((await render('/inicio')).status).toBe(200);
    cms.down = true;
    const response = await render('/inicio');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Tu talento merece un espacio para brillar');
  });
});
