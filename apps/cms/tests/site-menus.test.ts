import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminReply,
  adminClient,
  adminLogin,
  type Json,
  setAdminLanguage,
} from './helpers/admin-api';
import { type BootedStrapi, bootStrapi, WEB_TOKEN } from './helpers/strapi';

const SITE_SETTING = '/content-manager/single-types/api::site-setting.site-setting';

/** The header menu and footer quick links of the site settings, as editors save them. */
describe('site setting menus', () => {
  let cms: BootedStrapi;
  let admin: ReturnType<typeof adminClient>;

  const message = (reply: AdminReply) => (reply.body.error as { message?: string })?.message;
  const fieldErrors = (reply: AdminReply) =>
    (
      (reply.body.error as { details?: { errors?: Array<{ path: string[] }> } })?.details?.errors ??
      []
    ).map((error) => error.path.join('.'));
  const setting = async (locale: string) =>
    (await admin('GET', `${SITE_SETTING}?locale=${locale}`)).body.data as Json;
  const save = async (locale: string, changes: Json, language = 'es') =>
    admin(
      'PUT',
      `${SITE_SETTING}?locale=${locale}`,
      { ...(await setting(locale)), ...changes },
      language,
    );
  const targets = (entry: Json, field: string) =>
    ((entry[field] ?? []) as Json[]).map((link) => link.target);

  beforeAll(async () => {
    cms = await bootStrapi();
    admin = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
  });

  afterAll(async () => {
    await cms?.close();
  });

  it('serves the seeded menus to the web, in order and per language', async () => {
    const reply = await fetch(`${cms.baseUrl}/api/site-setting?locale=en`, { headers: WEB_TOKEN });
    expect(reply.status).toBe(200);
    const { data } = (await reply.json()) as { data: Json };
    expect((data.headerMenu as Json[]).map((l) => [l.label, l.target, l.highlight])).toEqual([
      ['Home', '/inicio', false],
      ['Blog', '/blog', false],
      ['Contact Us', '/contactanos', true],
    ]);
    expect((data.footerLinks as Json[]).map((l) => l.label)).toEqual([
      'Home',
      'Blog',
      'Contact Us',
    ]);
  });

  it('refuses a link to a page that does not exist, naming it, in the editor’s language', async () => {
    const before = targets(await setting('es'), 'headerMenu');
    const links = [
      { label: 'Inicio', target: '/inicio', highlight: false },
      { label: 'Precios', target: '/precios', highlight: false },
    ];
    const refused = await save('es', { headerMenu: links });
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(
      '«Precios» (menú de la cabecera, enlace 2) lleva a /precios, pero no hay ninguna página publicada con esa ruta. Publica antes la página o corrige el destino.',
    );
    expect(fieldErrors(refused)).toEqual(['headerMenu.1.target']);
    await setAdminLanguage(admin, 'en');
    try {
      const english = await save('es', { footerLinks: links });
      expect(english.status).toBe(400);
      expect(message(english)).toBe(
        '"Precios" (footer quick links, link 2) points to /precios, but no published page has that path. Publish the page first or correct the target.',
      );
    } finally {
      await setAdminLanguage(admin, null);
    }
    expect(targets(await setting('es'), 'headerMenu')).toEqual(before);
  });

  it('refuses an unpublished blog post or category, an English path and a target that is no link', async () => {
    const reply = await save('en', {
      footerLinks: [
        { label: 'Post', target: '/blogs/no-existe' },
        { label: 'About', target: '/en/inicio' },
        { label: 'Script', target: 'javascript:alert(1)' },
        { label: 'Topic', target: '/blog/categoria/no-existe' },
      ],
    });
    expect(reply.status).toBe(400);
    expect(fieldErrors(reply)).toEqual([
      'footerLinks.0.target',
      'footerLinks.1.target',
      'footerLinks.2.target',
      'footerLinks.3.target',
    ]);
    expect(message(reply)).toContain('no hay ningún artículo del blog publicado');
    expect(message(reply)).toContain('no hay ninguna categoría del blog publicada');
    expect(message(reply)).toContain('escribe la ruta en español, sin /en (/inicio)');
  });

  it('saves links to pages, published posts and categories, code routes and web addresses, in the new order', async () => {
    const reply = await save('en', {
      headerMenu: [
        { label: 'Contact', target: '/contactanos/', highlight: true },
        // Only in Spanish: the English site shows the Spanish post.
        { label: 'Spanish post', target: '/blogs/solo-espanol', highlight: false },
        { label: 'Post', target: '/blogs/primer-post', highlight: false },
        { label: 'Sitemap', target: '/sitemap', highlight: false },
        { label: 'Search', target: '/buscar', highlight: false },
        { label: 'Tips', target: '/blog/categoria/consejos', highlight: false },
        { label: 'Home', target: '/', highlight: false },
        { label: 'TikTok', target: 'https://www.tiktok.com/@example', highlight: false },
      ],
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const saved = await setting('en');
    expect(targets(saved, 'headerMenu')).toEqual([
      '/contactanos',
      '/blogs/solo-espanol',
      '/blogs/primer-post',
      '/sitemap',
      '/buscar',
      '/blog/categoria/consejos',
      '/',
      'https://www.tiktok.com/@example',
    ]);
    // The Spanish menu is its own.
    expect(targets(await setting('es'), 'headerMenu')).toEqual([
      '/inicio',
      '/blog',
      '/contactanos',
    ]);
  });
});
