import { SITE_READ_ACTIONS } from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { CONTACT_SUBMIT_ACTION, VISIT_RECORD_ACTION } from '../src/bootstrap/api-tokens';
import { documentsOf } from '../src/lib/strapi-services';
import {
  type ApiContext,
  at,
  type Bootstrap,
  type Entry,
  type Json,
  type PageDocuments,
} from './api-context';
import { loadDist } from './helpers/strapi';

/** The API suite's public reads, and what drafts and the public role may not reach. */
export function defineReadTests(context: ApiContext) {
  const { call, get, list, contact, submissions } = context;
  const cms = () => context.cms();

  describe('public reads', () => {
    it('returns a page with its blocks, nested media and SEO image, in Spanish', async () => {
      const [page] = await list('/api/pages?filters[slug][$eq]=inicio&locale=es');
      expect(page).toMatchObject({ slug: 'inicio', title: 'Inicio', framed: true, locale: 'es' });
      const blocks = page?.blocks as Json[];
      expect(blocks.map((b) => b.__component)).toEqual([
        'blocks.hero',
        'blocks.stats',
        'blocks.team',
        'blocks.rich-text',
      ]);
      expect(at(blocks, 0, 'image', 'url')).toMatch(/^\/uploads\/t_hero.*\.webp$/);
      expect(at(blocks, 0, 'image', 'alternativeText')).toBe('Escenario abstracto violeta');
      expect(at(blocks, 0, 'image', 'formats', 'thumbnail')).toBeDefined();
      expect(at(blocks, 1, 'items', 0, 'value')).toBe('+10.000');
      expect(at(blocks, 2, 'members', 0, 'photo', 'url')).toMatch(/^\/uploads\//);
      expect(blocks[3]?.body).toEqual([
        { type: 'heading', level: 2, children: [{ type: 'text', text: 'Título' }] },
        {
          type: 'paragraph',
          children: [
            { type: 'text', text: 'Un ' },
            { type: 'text', text: 'párrafo', bold: true },
            { type: 'text', text: ' con negrita.' },
          ],
        },
        {
          type: 'list',
          format: 'unordered',
          children: [
            { type: 'list-item', children: [{ type: 'text', text: 'uno' }] },
            { type: 'list-item', children: [{ type: 'text', text: 'dos' }] },
          ],
        },
        { type: 'quote', children: [{ type: 'text', text: 'cita' }] },
      ]);
      expect(at(page, 'seo', 'metaImage', 'url')).toMatch(/^\/uploads\//);
    });

    it('returns the English page and the unframed single/ mirror in both languages', async () => {
      const [en] = await list('/api/pages?filters[slug][$eq]=inicio&locale=en');
      expect(en).toMatchObject({ title: 'Home', slug: 'inicio', framed: true, locale: 'en' });
      // Alt texts are per language beside the media, whose own alt is not localized.
      const enBlocks = en?.blocks as Json[];
      expect(at(enBlocks, 0, 'imageAlt')).toBe('Violet stage in the spotlight');
      expect(at(enBlocks, 0, 'image', 'alternativeText')).toBe('Escenario abstracto violeta');
      expect(at(enBlocks, 1, 'members', 0, 'photoAlt')).toBe('Portrait of Ana');
      expect(at(en, 'seo', 'metaImageAlt')).toBe('Violet stage');
      const [es] = await list('/api/pages?filters[slug][$eq]=inicio&locale=es');
      expect(at(es?.blocks as Json[], 0, 'imageAlt')).toBe('Escenario violeta iluminado');
      for (const locale of ['es', 'en']) {
        const [mirror] = await list(`/api/pages?filters[slug][$eq]=single/inicio&locale=${locale}`);
        expect(mirror).toMatchObject({
          slug: 'single/inicio',
          framed: false,
          title: locale === 'es' ? 'Inicio' : 'Home',
        });
      }
      expect(await list('/api/pages?filters[slug][$eq]=contactanos&locale=en')).toEqual([]);
    });

    it('lists pages without blocks when fields are given (sitemap)', async () => {
      const reply = await get(
        '/api/pages?locale=es&fields[0]=slug&fields[1]=title&fields[2]=framed&fields[3]=updatedAt&pagination[pageSize]=200',
      );
      const pages = reply.body.data as Entry[];
      expect(pages.map((p) => p.slug).sort()).toEqual(['contactanos', 'inicio', 'single/inicio']);
      expect(pages[0]).not.toHaveProperty('blocks');
      expect((reply.body.meta as Json).pagination).toMatchObject({ pageSize: 200, total: 3 });
    });

    it('lists banners and testimonials by order with their images', async () => {
      const banners = await list('/api/banners?locale=en&sort=order:asc');
      expect(banners.map((b) => [b.order, b.title])).toEqual([
        [1, 'First banner'],
        [2, 'Second banner'],
      ]);
      expect(at(banners, 0, 'image', 'url')).toMatch(/^\/uploads\//);
      const [testimonial] = await list('/api/testimonials?locale=es&sort=order:asc');
      expect(testimonial).toMatchObject({ quote: 'Cita de prueba', order: 1 });
      expect(at(testimonial, 'avatar', 'url')).toMatch(/^\/uploads\//);
    });

    it('lists blogs newest first without content, and returns a post by slug with content', async () => {
      const posts = await list(
        '/api/blogs?locale=es&sort=publishedDate:desc&pagination[page]=1&pagination[pageSize]=10',
      );
      expect(posts.map((p) => p.slug)).toEqual(['solo-espanol', 'primer-post']);
      expect(posts[1]).not.toHaveProperty('content');
      expect(at(posts, 1, 'cover', 'url')).toMatch(/^\/uploads\//);
      // The list keeps the cover's alt text of the language asked for.
      const english = await list('/api/blogs?locale=en&sort=publishedDate:desc');
      expect(english.map((p) => p.coverAlt)).toEqual(['Violet stage, cover of the first post']);
      expect(at(posts, 1, 'coverAlt')).toBe('Escenario violeta, portada del primer post');
      const [post] = await list('/api/blogs?filters[slug][$eq]=primer-post&locale=en');
      expect(post).toMatchObject({
        title: 'First post',
        author: 'Laura',
        publishedDate: '2026-09-14',
      });
      expect(post?.content).toEqual(
        expect.arrayContaining([
          { type: 'heading', level: 2, children: [{ type: 'text', text: 'Start' }] },
        ]),
      );
      expect(at(post, 'seo', 'metaImage', 'url')).toMatch(/^\/uploads\//);
      expect((await get(`/api/blogs/${post?.documentId}?locale=es`)).status).toBe(200);
      const [onlyEs] = await list('/api/blogs?filters[slug][$eq]=solo-espanol&locale=es');
      expect((await get(`/api/blogs/${onlyEs?.documentId}?locale=en`)).status).toBe(404);
    });

    it('returns site settings with shared fields identical in both languages, and calculator numbers', async () => {
      const es = (await get('/api/site-setting?locale=es')).body.data as Json;
      const en = (await get('/api/site-setting?locale=en')).body.data as Json;
      expect(en).toMatchObject({ whatsappMessage: 'Hi!', address: 'Bogota, Colombia' });
      for (const field of [
        'contactEmail',
        'phonePrimary',
        'phoneSecondary',
        'whatsappNumber',
        'twitterSite',
        'twitterCreator',
      ])
        expect(en[field]).toBe(es[field]);
      expect(en).toMatchObject({ twitterSite: '@example', twitterCreator: '@example_team' });
      expect((en.socialLinks as Json[])[0]).toMatchObject({
        network: 'tiktok',
        url: 'https://www.tiktok.com/@example',
      });
      expect((en.claims as Json[])[0]).toMatchObject({ value: '6', label: 'regions' });
      expect(((en.defaultSeo as Json).metaImage as Json).url).toMatch(/^\/uploads\//);
      const calculator = (await get('/api/calculator-setting')).body.data as Json;
      expect(calculator).toMatchObject({
        currency: 'USD',
        weeksPerMonth: 52 / 12,
        hourlyRate: 5,
        perRecruitRate: 10,
        bonusExpert: 20,
      });
    });

    it('answers 400 to unknown query parameters (strictParams)', async () => {
      expect((await get('/api/banners?locale=es&foo=bar')).status).toBe(400);
    });
  });

  describe('drafts and permissions', () => {
    it("never shows drafts to the web's token, whatever the status parameter", async () => {
      const pages = documentsOf<PageDocuments>(cms().strapi, 'api::page.page');
      await pages.create({
        locale: 'es',
        data: { slug: 'borrador', title: 'Borrador', framed: true },
      });
      const [inicio] = await list('/api/pages?filters[slug][$eq]=inicio&locale=es');
      await pages.update({
        documentId: inicio?.documentId as string,
        locale: 'es',
        data: { title: 'Título sin publicar' },
      });
      for (const status of [
        'status=draft',
        '%5Bstatus%5D=draft',
        'st%61tus=draft',
        'status[]=draft',
        'publicationState=preview',
      ]) {
        expect(await list(`/api/pages?filters[slug][$eq]=borrador&locale=es&${status}`)).toEqual(
          [],
        );
        const [page] = await list(`/api/pages?filters[slug][$eq]=inicio&locale=es&${status}`);
        expect(page?.title).toBe('Inicio');
      }
      const draftOnly = await pages.findFirst({ locale: 'es', filters: { slug: 'borrador' } });
      expect((await get(`/api/pages/${draftOnly?.documentId}?locale=es&status=draft`)).status).toBe(
        404,
      );
    });

    it("brings an existing web token's permissions to the site's reads at the next start", async () => {
      const { strapi } = cms();
      const tokenPermissions = async () => {
        const site = (await strapi.db.query('admin::api-token').findOne({
          where: { name: { $startsWith: 'Sitio web' } },
          populate: ['permissions'],
        })) as {
          id: number;
          permissions: Array<{ action: string }>;
        };
        return { id: site.id, actions: site.permissions.map((p) => p.action).sort() };
      };
      const before = await tokenPermissions();
      // As a token made before redirects were public, with a permission no longer given.
      const permissions = strapi.db.query('admin::api-token-permission');
      await permissions.delete({
        where: { action: 'api::redirect.redirect.find', token: before.id },
      });
      await permissions.create({ data: { action: 'api::page.page.delete', token: before.id } });
      expect((await get('/api/redirects')).status).toBe(403);

      await loadDist<Bootstrap>('index.js').default.bootstrap({ strapi });
      expect((await tokenPermissions()).actions).toEqual(before.actions);
      expect(before.actions).toEqual(
        [...SITE_READ_ACTIONS, CONTACT_SUBMIT_ACTION, VISIT_RECORD_ACTION].sort(),
      );
      expect((await get('/api/redirects')).status).toBe(200);
    });

    it("gives the public role nothing, the web's token the reads, the contact route and the visit counts only", async () => {
      const { strapi } = cms();
      const role = await strapi.db
        .query('plugin::users-permissions.role')
        .findOne({ where: { type: 'public' } });
      const granted = await strapi.db
        .query('plugin::users-permissions.permission')
        .findMany({ where: { role: { id: role.id } } });
      expect(granted).toEqual([]);
      const tokens = await strapi.db
        .query('admin::api-token')
        .findMany({ populate: ['permissions'] });
      const site = tokens.find((t: { name: string }) => t.name.startsWith('Sitio web'));
      expect(site?.type).toBe('custom');
      expect(site?.permissions.map((p: { action: string }) => p.action).sort()).toEqual(
        [...SITE_READ_ACTIONS, CONTACT_SUBMIT_ACTION, VISIT_RECORD_ACTION].sort(),
      );

      const created = await contact({
        name: 'Privada',
        email: 'p@example.com',
        message: 'Mensaje privado de prueba',
        language: 'es',
      });
      const id = (created.body.data as Json).documentId as string;
      expect((await get('/api/contact-submissions')).status).not.toBe(200);
      expect((await get(`/api/contact-submissions/${id}`)).status).not.toBe(200);
      expect(
        (await call('PUT', `/api/contact-submissions/${id}`, { data: { triage: 'spam' } })).status,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (await call('DELETE', `/api/contact-submissions/${id}`)).status,
      ).toBeGreaterThanOrEqual(400);
      expect(await submissions().findOne({ where: { documentId: id } })).toMatchObject({
        leadStatus: 'Nuevo',
        name: 'Privada',
      });
      expect(
        (await call('POST', '/api/pages', { data: { slug: 'x', title: 'x' } })).status,
      ).toBeGreaterThanOrEqual(400);
      expect(
        (
          await call('POST', '/api/auth/local/register', {
            username: 'x',
            email: 'x@example.com',
            password: 'Abcdef123',
          })
        ).status,
      ).toBe(403);
    });
  });
}
