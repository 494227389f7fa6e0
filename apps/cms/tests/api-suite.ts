import { type MailSink, startMailSink } from '@brilla/testkit/mail';
import type { Core, UID } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineAuditTests } from './audit-suite';
import { type BootedStrapi, bootStrapi, loadDist } from './helpers/strapi';
import { defineInboxTests } from './inbox-suite';
import { defineSecurityTests } from './security-suite';

type Json = Record<string, unknown>;
type Entry = Json & { documentId: string };
type Reply = { status: number; headers: Headers; body: Json };
type Bootstrap = { default: { bootstrap: (input: { strapi: Core.Strapi }) => Promise<void> } };
type Notifier = { retryDue: () => Promise<{ attempted: number; sent: number }> };
type PublicActions = { PUBLIC_ACTIONS: readonly string[] };
type WebWebhook = { PUBLIC_CONTENT_UIDS: ReadonlySet<string> };
/** The Document Service calls these tests make; data stays opaque without generated types. */
type PageDocuments = {
  create: (params: Json) => Promise<Entry>;
  update: (params: Json) => Promise<Entry | null>;
  findFirst: (params: Json) => Promise<Entry | null>;
};

const SUBMISSION = 'api::contact-submission.contact-submission';
const PREVIEW_SITE = 'https://www.brilla.test';
const PREVIEW_SECRET = 'preview-secret-for-the-api-suite-0123456789';
const PREVIEW_TOKEN = 'preview-token-for-the-api-suite-0123456789abcdef';

/** Walks parsed JSON without trusting its shape: a missing step gives undefined. */
function at(value: unknown, ...path: Array<string | number>): unknown {
  let node = value;
  for (const step of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[step];
  }
  return node;
}

let ipCounter = 10;
/** A fresh client address per test, so the per-IP rate limit never leaks between tests. */
const nextIp = () => `198.51.100.${ipCounter++}`;

/** The whole API suite, run against one booted CMS; `database` adds env (e.g. DATABASE_URL). */
export function defineApiSuite(
  name: string,
  database: () => Promise<{ env: Json; cleanup: () => Promise<void> }>,
) {
  describe(name, () => {
    let cms: BootedStrapi;
    let cleanupDatabase: () => Promise<void> = async () => undefined;
    let sink: MailSink;

    async function call(
      method: string,
      path: string,
      body?: unknown,
      headers: Record<string, string> = {},
    ): Promise<Reply> {
      const response = await fetch(`${cms.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: Json = {};
      try {
        parsed = text ? (JSON.parse(text) as Json) : {};
      } catch {
        parsed = { text };
      }
      return { status: response.status, headers: response.headers, body: parsed };
    }
    const get = (path: string) => call('GET', path);
    const list = async (path: string) => {
      const reply = await get(path);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as Entry[];
    };
    /** A contact post, then the wait for its notification (sent after the answer). */
    const contact = async (data: Json, headers: Record<string, string> = {}) => {
      const reply = await call(
        'POST',
        '/api/contact-submissions',
        { data },
        { 'x-forwarded-for': nextIp(), ...headers },
      );
      await (
        cms.strapi.service('api::contact-submission.contact') as unknown as {
          drain: () => Promise<void>;
        }
      ).drain();
      return reply;
    };
    const submissions = () => cms.strapi.db.query(SUBMISSION);

    async function counts(): Promise<Record<string, number>> {
      const result: Record<string, number> = {};
      // The public content types and the media the seed uploads.
      const { PUBLIC_CONTENT_UIDS } = loadDist<WebWebhook>('lib/web-webhook.js');
      for (const uid of [...PUBLIC_CONTENT_UIDS, 'plugin::upload.file']) {
        for (const locale of ['es', 'en']) {
          const where =
            uid === 'plugin::upload.file' || uid.includes('calculator') || uid.includes('redirect')
              ? {}
              : { locale };
          result[`${uid}:${locale}`] = await cms.strapi.db
            .query(uid as UID.Schema)
            .count({ where });
        }
      }
      return result;
    }

    beforeAll(async () => {
      const db = await database();
      cleanupDatabase = db.cleanup;
      sink = await startMailSink();
      cms = await bootStrapi({
        ...(db.env as Record<string, string>),
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(sink.port),
        SMTP_TIMEOUT_MS: '3000',
        EMAIL_FROM: 'web@example.com',
        CONTACT_NOTIFY_EMAIL: 'staff@example.com',
        SITE_URL: PREVIEW_SITE,
        PREVIEW_SECRET,
        CMS_PREVIEW_TOKEN: PREVIEW_TOKEN,
      });
    });

    afterAll(async () => {
      await cms?.close();
      await sink?.stop();
      await cleanupDatabase();
    });

    describe('bootstrap', () => {
      it('creates es as the default locale and en', async () => {
        const locales = cms.strapi.plugin('i18n').service('locales') as {
          find: () => Promise<Array<{ code: string }>>;
          getDefaultLocale: () => Promise<string>;
        };
        expect((await locales.find()).map((l) => l.code).sort()).toEqual(['en', 'es']);
        expect(await locales.getDefaultLocale()).toBe('es');
      });

      it('seeds every fixture entry, with mirrors, and a second bootstrap adds nothing', async () => {
        const before = await counts();
        expect(before).toMatchObject({
          // inicio, contactanos and the single/inicio mirror; en for inicio and its mirror (draft + published rows).
          'api::page.page:es': 6,
          'api::page.page:en': 4,
          'api::blog.blog:es': 4,
          'api::blog.blog:en': 2,
          'api::banner.banner:es': 4,
          'api::banner.banner:en': 4,
          'api::testimonial.testimonial:en': 2,
          'api::site-setting.site-setting:es': 1,
          'api::site-setting.site-setting:en': 1,
          'api::calculator-setting.calculator-setting:es': 1,
          'plugin::upload.file:es': 2,
        });
        await loadDist<Bootstrap>('index.js').default.bootstrap({ strapi: cms.strapi });
        expect(await counts()).toEqual(before);
      });

      it('creates the first super admin, who can log in', async () => {
        const reply = await call('POST', '/admin/login', {
          email: 'admin@example.com',
          password: 'Admin12345',
        });
        expect(reply.status).toBe(200);
        expect((reply.body.data as Json).token).toEqual(expect.any(String));
      });
    });

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
          const [mirror] = await list(
            `/api/pages?filters[slug][$eq]=single/inicio&locale=${locale}`,
          );
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
      it('never shows drafts to the public, whatever the status parameter', async () => {
        const pages = cms.strapi.documents('api::page.page') as unknown as PageDocuments;
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
        expect(
          (await get(`/api/pages/${draftOnly?.documentId}?locale=es&status=draft`)).status,
        ).toBe(404);
      });

      it('gives the public role exactly the read actions, and no access to submissions', async () => {
        const { PUBLIC_ACTIONS } = loadDist<PublicActions>('bootstrap/permissions.js');
        const role = await cms.strapi.db
          .query('plugin::users-permissions.role')
          .findOne({ where: { type: 'public' } });
        const granted = await cms.strapi.db
          .query('plugin::users-permissions.permission')
          .findMany({ where: { role: { id: role.id } } });
        expect(granted.map((p: { action: string }) => p.action).sort()).toEqual(
          [...PUBLIC_ACTIONS].sort(),
        );
        expect(PUBLIC_ACTIONS.some((action) => action.includes('contact-submission'))).toBe(false);

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
          (await call('PUT', `/api/contact-submissions/${id}`, { data: { triage: 'spam' } }))
            .status,
        ).toBeGreaterThanOrEqual(400);
        expect(
          (await call('DELETE', `/api/contact-submissions/${id}`)).status,
        ).toBeGreaterThanOrEqual(400);
        expect(await submissions().findOne({ where: { documentId: id } })).toMatchObject({
          leadStatus: 'nuevo',
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

    describe('preview', () => {
      const adminJwt = async () => {
        const reply = await call('POST', '/admin/login', {
          email: 'admin@example.com',
          password: 'Admin12345',
        });
        return (reply.body.data as Json).token as string;
      };

      it("builds the admin's Open preview link for a page and a blog post in es and en", async () => {
        const jwt = await adminJwt();
        const [page] = await list('/api/pages?filters[slug][$eq]=inicio&locale=en');
        const [post] = await list('/api/blogs?locale=en');
        for (const [uid, type, entry] of [
          ['api::page.page', 'page', page],
          ['api::blog.blog', 'blog', post],
        ] as const) {
          for (const locale of ['es', 'en']) {
            const query = `documentId=${entry?.documentId}&locale=${locale}&status=draft`;
            const reply = await call(
              'GET',
              `/content-manager/preview/url/${uid}?${query}`,
              undefined,
              {
                authorization: `Bearer ${jwt}`,
              },
            );
            expect(reply.status, JSON.stringify(reply.body)).toBe(200);
            const url = new URL(at(reply.body, 'data', 'url') as string);
            expect(url.origin + url.pathname).toBe(`${PREVIEW_SITE}/api/preview`);
            expect(Object.fromEntries(url.searchParams)).toEqual({
              secret: PREVIEW_SECRET,
              type,
              documentId: entry?.documentId,
              locale,
              status: 'draft',
            });
          }
        }
        // Banners are not pages of their own: no link, so the admin shows no preview.
        const [banner] = await list('/api/banners?locale=es');
        const none = await call(
          'GET',
          `/content-manager/preview/url/api::banner.banner?documentId=${banner?.documentId}&locale=es`,
          undefined,
          { authorization: `Bearer ${jwt}` },
        );
        expect(none.status).toBe(204);
        // Only signed-in staff get links (they carry the secret).
        const anonymous = await get(
          `/content-manager/preview/url/api::page.page?documentId=${page?.documentId}&locale=es`,
        );
        expect(anonymous.status).toBe(401);
      });

      it('lets the admin frame the site, and nothing else', async () => {
        const reply = await get('/admin/login');
        const policy = reply.headers.get('content-security-policy') ?? '';
        expect(policy).toContain(`frame-src 'self' ${PREVIEW_SITE}`);
        expect(policy).toContain("frame-ancestors 'none'");
      });

      it('creates the read-only preview token from CMS_PREVIEW_TOKEN once: drafts yes, writes no', async () => {
        const bearer = { authorization: `Bearer ${PREVIEW_TOKEN}` };
        const pages = cms.strapi.documents('api::page.page') as unknown as PageDocuments;
        await pages.create({
          locale: 'es',
          data: { slug: 'vista-previa', title: 'Solo en borrador', framed: true },
        });
        const draft = await call(
          'GET',
          '/api/pages?filters[slug][$eq]=vista-previa&locale=es&status=draft',
          undefined,
          bearer,
        );
        expect(draft.status).toBe(200);
        expect(at(draft.body, 'data', 0, 'title')).toBe('Solo en borrador');
        expect(
          at(
            await call('GET', '/api/pages?filters[slug][$eq]=vista-previa&locale=es&status=draft'),
            'body',
            'data',
          ),
        ).toEqual([]);
        for (const path of [
          '/api/site-setting?locale=es',
          '/api/calculator-setting',
          '/api/banners?locale=es&status=draft',
        ]) {
          expect((await call('GET', path, undefined, bearer)).status, path).toBe(200);
        }
        const [inicio] = await list('/api/pages?filters[slug][$eq]=inicio&locale=es');
        for (const [method, path] of [
          ['POST', '/api/pages'],
          ['PUT', `/api/pages/${inicio?.documentId}?locale=es`],
          ['DELETE', `/api/pages/${inicio?.documentId}?locale=es`],
        ] as const) {
          const reply = await call(method, path, { data: { title: 'x' } }, bearer);
          expect([403, 405], `${method} ${path}`).toContain(reply.status);
        }
        expect((await call('GET', '/api/contact-submissions', undefined, bearer)).status).not.toBe(
          200,
        );
        await loadDist<Bootstrap>('index.js').default.bootstrap({ strapi: cms.strapi });
        expect(
          await cms.strapi.db
            .query('admin::api-token')
            .count({ where: { name: 'Vista previa del sitio (web)' } }),
        ).toBe(1);
      });
    });

    describe('contact route', () => {
      it('refuses invalid input with the Spanish messages', async () => {
        const reply = await contact({ name: 'A', email: 'nope', message: 'corto', language: 'es' });
        expect(reply.status).toBe(400);
        expect(reply.body.error).toMatchObject({
          status: 400,
          name: 'ValidationError',
          details: {
            errors: [
              { path: ['name'], message: 'El nombre debe tener al menos 2 caracteres' },
              { path: ['email'], message: 'Por favor ingresa un email válido' },
              { path: ['message'], message: 'El mensaje debe tener al menos 10 caracteres' },
            ],
          },
        });
      });

      it('refuses invalid input with the English messages, from data.language or Accept-Language', async () => {
        const expected = [
          { path: ['name'], message: 'Name is required' },
          { path: ['email'], message: 'Email is required' },
          { path: ['message'], message: 'Message is required' },
        ];
        expect((await contact({ language: 'en' })).body.error).toMatchObject({
          details: { errors: expected },
        });
        expect(
          (await contact({}, { 'accept-language': 'en-US,en;q=0.9' })).body.error,
        ).toMatchObject({ details: { errors: expected } });
        const long = await contact({
          name: 'x'.repeat(51),
          email: 'a@b.co',
          message: 'y'.repeat(1001),
          language: 'en',
        });
        expect((long.body.error as Json).details).toEqual({
          errors: [
            { path: ['name'], message: 'Name cannot be more than 50 characters' },
            { path: ['message'], message: 'Message cannot be more than 1000 characters' },
          ],
        });
      });

      it('drops a honeypot submission without storing or sending anything', async () => {
        const before = await submissions().count();
        const mails = sink.received.length;
        const reply = await contact({
          name: 'Bot',
          email: 'bot@example.com',
          message: 'Compre ahora mismo barato',
          language: 'es',
          website: 'http://spam',
        });
        expect(reply.status).toBe(201);
        expect(reply.body).toEqual({ data: { documentId: null } });
        expect(await submissions().count()).toBe(before);
        expect(sink.received.length).toBe(mails);
      });

      it('stores a valid submission as plain text and e-mails the staff', async () => {
        const message = 'Hello, I would like to <b>know</b> more about the agency.';
        const reply = await contact({
          name: 'Ana Lopez',
          email: 'ana@example.com',
          message,
          language: 'en',
          pagePath: '/en/contactanos',
        });
        expect(reply.status).toBe(201);
        const documentId = (reply.body.data as Json).documentId as string;
        expect(documentId).toEqual(expect.any(String));
        const row = await submissions().findOne({ where: { documentId } });
        expect(row).toMatchObject({
          name: 'Ana Lopez',
          email: 'ana@example.com',
          message,
          language: 'en',
          pagePath: '/en/contactanos',
          leadStatus: 'nuevo',
          emailStatus: 'sent',
          emailAttempts: 1,
        });
        expect(row.notifiedAt).toBeTruthy();
        const mail = sink.received.at(-1);
        expect(mail?.to).toEqual(['staff@example.com']);
        expect(mail?.from).toBe('web@example.com');
        expect(mail?.raw).toContain('Subject: New contact message from Ana Lopez');
        expect(mail?.raw).toContain(message);
        expect(mail?.raw).toMatch(/Reply-To: ana@example\.com/i);
      });

      it('answers 429 with Retry-After and a localized message after five submissions', async () => {
        const ip = nextIp();
        for (let i = 0; i < 5; i++)
          expect((await contact({ language: 'es' }, { 'x-forwarded-for': ip })).status).toBe(400);
        const limited = await contact({ language: 'es' }, { 'x-forwarded-for': ip });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(limited.body.error).toMatchObject({
          status: 429,
          name: 'RateLimitError',
          message: 'Has enviado demasiados mensajes. Espera unos minutos e inténtalo de nuevo.',
        });
        const english = await contact({ language: 'en' }, { 'x-forwarded-for': ip });
        expect((english.body.error as Json).message).toBe(
          'You have sent too many messages. Wait a few minutes and try again.',
        );
        expect((await contact({ language: 'es' })).status).toBe(400);
      });

      it('keeps the submission when SMTP is down and delivers it when the retry job runs', async () => {
        await sink.stop();
        const message = 'Please call me back about the streamer program.';
        const reply = await contact({
          name: 'Carlos',
          email: 'carlos@example.com',
          message,
          language: 'es',
        });
        expect(reply.status).toBe(201);
        const documentId = (reply.body.data as Json).documentId as string;
        expect(await submissions().findOne({ where: { documentId } })).toMatchObject({
          emailStatus: 'failed',
          emailAttempts: 1,
        });

        const notifier = cms.strapi.service(
          'api::contact-submission.notifier',
        ) as unknown as Notifier;
        await sink.start();
        const mails = sink.received.length;
        expect(await notifier.retryDue()).toMatchObject({ sent: 1 });
        const row = await submissions().findOne({ where: { documentId } });
        expect(row).toMatchObject({ emailStatus: 'sent', emailAttempts: 2 });
        expect(row.notifiedAt).toBeTruthy();
        expect(sink.received.length).toBe(mails + 1);
        expect(sink.received.at(-1)?.raw).toContain(message);
        expect(sink.received.at(-1)?.raw).toContain('Subject: Nuevo mensaje de contacto de Carlos');
        expect(await notifier.retryDue()).toMatchObject({ attempted: 0 });
      });
    });

    const securityContext = { cms: () => cms, mails: () => sink.received, call, contact };
    defineSecurityTests(securityContext);
    defineAuditTests(securityContext);
    defineInboxTests(securityContext);
  });
}
