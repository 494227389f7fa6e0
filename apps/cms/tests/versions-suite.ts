import type { UID } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, adminUsers, documentsOf } from '../src/lib/strapi-services';
import { adminClient, adminLogin, type Json } from './helpers/admin-api';
import { type BootedStrapi, bootStrapi, WEB_TOKEN } from './helpers/strapi';

type Entry = Json & { documentId: string };
type Summary = { title: string | null; slug: string | null; blocks: string[]; files: string[] };
type Version = {
  id: number;
  publishedAt: string;
  time: string;
  publishedBy: string | null;
  summary: Summary;
};
type VersionList = { versions: Version[]; draft: Summary | null; kept: number };
type Documents = {
  create: (params: Json) => Promise<Entry>;
  update: (params: Json) => Promise<Entry>;
  publish: (params: Json) => Promise<unknown>;
  findOne: (params: Json) => Promise<Json | null>;
};

const CM = '/content-manager/collection-types';
const BLOG = 'api::blog.blog';
const PAGE = 'api::page.page';
const VERSIONS = 'api::published-version.published-version';
const PASSWORD = 'Versiones12345';
/** A page's draft or published row with the parts these tests look at. */
const PAGE_POPULATE = {
  seo: { populate: { metaImage: true } },
  blocks: {
    on: {
      'blocks.hero': { populate: { image: true } },
      'blocks.faq': { populate: { items: true } },
      'blocks.media-text': { populate: { image: true } },
    },
  },
};

let addressCounter = 1;
/** Client addresses of these tests (100.64.1.0/24): each sign-in its own. */
const nextAddress = () => `100.64.1.${addressCounter++}`;

/** A post as the admin's form sends it. */
const post = (title: string, slug: string) => ({
  title,
  slug,
  excerpt: `Resumen de ${title}.`,
  author: 'Equipo Brilla',
  content: [{ type: 'paragraph', children: [{ type: 'text', text: `Texto de ${title}.` }] }],
  publishedDate: '2026-11-01',
});

/**
 * Issue 27's published versions (docs/decisions/019): every publish of a page or post is kept
 * per language with who and when, the last 20; the admin lists them and restores one into the
 * draft (blocks, components, media, the shared slug), with the content manager's permissions;
 * nothing of it reaches the public API. `database` adds env (e.g. DATABASE_URL).
 */
export function defineVersionsSuite(
  name: string,
  database: () => Promise<{ env: Json; cleanup: () => Promise<void> }>,
) {
  describe(name, () => {
    let cms: BootedStrapi;
    let cleanupDatabase: () => Promise<void> = async () => undefined;
    const clients: Record<string, ReturnType<typeof adminClient>> = {};
    /** The admin API as one of the staff signed in before the tests. */
    const as = (who: string) => {
      const client = clients[who];
      if (!client) throw new Error(`no staff '${who}'`);
      return client;
    };
    let stamp = 0;
    const unique = (word: string) => {
      stamp += 1;
      return `${word}-${Date.now().toString(36)}-${stamp}`;
    };

    const documents = (uid: string) => documentsOf<Documents>(cms.strapi, uid as UID.ContentType);
    const versionsOf = async (
      who: string,
      uid: string,
      documentId: string,
      locale: string,
    ): Promise<VersionList> => {
      const query = new URLSearchParams({ contentType: uid, documentId, locale });
      const reply = await as(who)('GET', `/published-versions?${query}`);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      return reply.body.data as VersionList;
    };
    const restore = (who: string, id: number, language?: string) =>
      as(who)('POST', `/published-versions/${id}/restore`, {}, language);
    const row = (uid: string, documentId: string, locale: string, published: boolean) =>
      cms.strapi.db.query(uid as never).findOne({
        where: { documentId, locale, publishedAt: published ? { $notNull: true } : null },
        populate: uid === PAGE ? PAGE_POPULATE : {},
      }) as Promise<Json>;

    /** A post published through the admin API, in Spanish, as `who`. */
    async function publishedPost(who: string, title: string, slug: string): Promise<string> {
      const created = await as(who)('POST', `${CM}/${BLOG}?locale=es`, post(title, slug));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body.data as Entry).documentId;
      const published = await as(who)('POST', `${CM}/${BLOG}/${id}/actions/publish?locale=es`, {});
      expect(published.status, JSON.stringify(published.body)).toBe(200);
      return id;
    }
    /** Saves a change to the draft and publishes it, as the admin's Publicar does. */
    async function republish(who: string, id: string, locale: string, data: Json) {
      const reply = await as(who)(
        'POST',
        `${CM}/${BLOG}/${id}/actions/publish?locale=${locale}`,
        data,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }

    async function staff(label: string, roleId: number): Promise<ReturnType<typeof adminClient>> {
      const email = `${label}@versiones.test`;
      await adminUsers(cms.strapi).create({
        email,
        firstname: label.charAt(0).toUpperCase() + label.slice(1),
        lastname: 'Prueba',
        password: PASSWORD,
        isActive: true,
        registrationToken: null,
        roles: [roleId],
      });
      const response = await fetch(`${cms.baseUrl}/admin/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
        body: JSON.stringify({ email, password: PASSWORD }),
      });
      const body = (await response.json()) as { data?: { token?: string } };
      if (!body.data?.token) throw new Error(`sign-in of ${email}: ${response.status}`);
      return adminClient(cms.baseUrl, body.data.token);
    }
    const roleId = async (roleName: string) =>
      (
        (await cms.strapi.db.query('admin::role').findOne({ where: { name: roleName } })) as {
          id: number;
        }
      ).id;
    /** The Editor's permissions on blog posts, as a role of their own with `change` applied. */
    async function blogRole(label: string, change: (permission: Json) => Json | null) {
      const permissions = (await cms.strapi.db.query('admin::permission').findMany({
        where: { role: { id: await roleId('Editor') }, subject: BLOG },
      })) as Json[];
      const roles = adminRoles(cms.strapi);
      const role = await roles.create({ name: label, description: label });
      await roles.assignPermissions(
        role.id,
        permissions
          .map(({ action, subject, properties, conditions }) =>
            change({ action, subject, properties, conditions }),
          )
          .filter((permission): permission is Json => permission !== null),
      );
      return role.id;
    }

    beforeAll(async () => {
      const setup = await database();
      cleanupDatabase = setup.cleanup;
      cms = await bootStrapi(setup.env as Record<string, string | undefined>);
      clients.super = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
      clients.editor = await staff('editora', await roleId('Editor'));
      clients.autor = await staff('autora', await roleId('Autor'));
      clients.comercial = await staff('comercial', await roleId('Comercial'));
      const only = (action: string) => (permission: Json) =>
        permission.action === `plugin::content-manager.explorer.${action}` ? permission : null;
      clients.reader = await staff('lectora', await blogRole('Solo lee entradas', only('read')));
      clients.english = await staff(
        'inglesa',
        await blogRole('Edita entradas en inglés', (permission) =>
          String(permission.action).endsWith('.update')
            ? { ...permission, properties: { ...(permission.properties as Json), locales: ['en'] } }
            : permission,
        ),
      );
    });

    afterAll(async () => {
      await cms?.close();
      await cleanupDatabase();
    });

    it('keeps every publish of a post in each language, newest first, with who and when (Bogotá time)', async () => {
      const slug = unique('versiones');
      const id = await publishedPost('editor', 'Primera versión', slug);
      await republish('editor', id, 'es', { ...post('Segunda versión', slug) });
      // The English version, as the admin's form first sends it (the type's name as slug): the
      // version keeps the shared slug the slug middleware gives it, not the form's.
      await republish('editor', id, 'en', { ...post('First version', 'blog') });

      const es = await versionsOf('editor', BLOG, id, 'es');
      expect(es.versions.map((v) => v.summary.title)).toEqual([
        'Segunda versión',
        'Primera versión',
      ]);
      expect(es.kept).toBe(20);
      expect(es.draft?.title).toBe('Segunda versión');
      const [newest] = es.versions;
      expect(newest?.publishedBy).toBe('Editora Prueba');
      expect(newest?.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      // UTC−5 all year.
      const bogota = new Date(new Date(newest?.publishedAt as string).getTime() - 5 * 3_600_000);
      expect(newest?.time).toBe(bogota.toISOString().slice(0, 16).replace('T', ' '));

      const en = await versionsOf('editor', BLOG, id, 'en');
      expect(en.versions.map((v) => [v.summary.title, v.summary.slug])).toEqual([
        ['First version', slug],
      ]);
    });

    it('keeps a publish made with no one signed in (a scheduled publish) as automatic', async () => {
      const id = await publishedPost('editor', 'Programada', unique('programada'));
      await documents(BLOG).update({
        documentId: id,
        locale: 'es',
        data: { title: 'Programada 2' },
      });
      await documents(BLOG).publish({ documentId: id, locale: 'es' });
      const { versions } = await versionsOf('editor', BLOG, id, 'es');
      expect(versions.map((v) => [v.summary.title, v.publishedBy])).toEqual([
        ['Programada 2', null],
        ['Programada', 'Editora Prueba'],
      ]);
    });

    it('keeps the last 20 publishes per entry and language', async () => {
      const slug = unique('muchas');
      const page = await documents(PAGE).create({
        locale: 'es',
        data: { title: 'Publicación 1', slug, framed: true },
      });
      await documents(PAGE).publish({ documentId: page.documentId, locale: 'es' });
      await documents(PAGE).update({
        documentId: page.documentId,
        locale: 'en',
        data: { title: 'Publish 1', slug, framed: true },
      });
      await documents(PAGE).publish({ documentId: page.documentId, locale: 'en' });
      for (let n = 2; n <= 22; n += 1) {
        await documents(PAGE).update({
          documentId: page.documentId,
          locale: 'es',
          data: { title: `Publicación ${n}` },
        });
        await documents(PAGE).publish({ documentId: page.documentId, locale: 'es' });
      }
      const es = await versionsOf('editor', PAGE, page.documentId, 'es');
      expect(es.versions).toHaveLength(20);
      expect(es.versions[0]?.summary.title).toBe('Publicación 22');
      expect(es.versions.at(-1)?.summary.title).toBe('Publicación 3');
      const stored = await cms.strapi.db.query(VERSIONS as never).count({
        where: { entryDocumentId: page.documentId, entryLocale: 'es' },
      });
      expect(stored).toBe(20);
      expect((await versionsOf('editor', PAGE, page.documentId, 'en')).versions).toHaveLength(1);
    });

    it('restores a page with blocks, components and media into the draft, never publishing; a deleted file is left out and named', async () => {
      const files = cms.strapi.db.query('plugin::upload.file' as never);
      const file = (name: string) =>
        files.create({
          data: {
            name,
            hash: unique(name.replace('.', '-')),
            ext: '.jpg',
            mime: 'image/jpeg',
            size: 12.5,
            url: `/uploads/${name}`,
            provider: 'local',
          },
        }) as Promise<{ id: number }>;
      const [team, office] = [await file('equipo.jpg'), await file('oficina.jpg')];
      const slug = unique('quienes');
      const first = {
        title: 'Quiénes somos',
        slug,
        framed: true,
        seo: { metaTitle: 'Quiénes somos', metaDescription: 'Somos Brilla.', metaImage: team.id },
        blocks: [
          {
            __component: 'blocks.hero',
            title: 'Talento',
            showBanners: false,
            image: team.id,
            imageAlt: 'El equipo reunido',
          },
          {
            __component: 'blocks.faq',
            title: 'Dudas',
            items: [
              { question: '¿Cuánto cuesta?', answer: 'Depende.' },
              { question: '¿Dónde?', answer: 'En Bogotá.' },
            ],
          },
          {
            __component: 'blocks.media-text',
            title: 'La oficina',
            body: [{ type: 'paragraph', children: [{ type: 'text', text: 'Así trabajamos.' }] }],
            imagePosition: 'Derecha',
            image: office.id,
            imageAlt: 'La oficina por dentro',
          },
        ],
      };
      const created = await as('editor')('POST', `${CM}/${PAGE}?locale=es`, first);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body.data as Entry).documentId;
      const url = `${CM}/${PAGE}/${id}`;
      expect((await as('editor')('POST', `${url}/actions/publish?locale=es`, {})).status).toBe(200);
      const second = {
        title: 'Nosotros',
        slug,
        framed: true,
        seo: { metaTitle: 'Nosotros', metaDescription: 'Otra descripción.' },
        blocks: [{ __component: 'blocks.hero', title: 'Nuevo', showBanners: true }],
      };
      expect((await as('editor')('POST', `${url}/actions/publish?locale=es`, second)).status).toBe(
        200,
      );
      await files.delete({ where: { id: office.id } });

      const { versions } = await versionsOf('editor', PAGE, id, 'es');
      const old = versions[1] as Version;
      expect(old.summary).toMatchObject({
        title: 'Quiénes somos',
        blocks: ['Portada: Talento', 'Preguntas frecuentes: Dudas', 'Imagen y texto: La oficina'],
        files: ['equipo.jpg', 'oficina.jpg'],
      });
      const reply = await restore('editor', old.id);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.data).toMatchObject({ dropped: [{ kind: 'media', name: 'oficina.jpg' }] });

      const draft = await row(PAGE, id, 'es', false);
      expect(draft).toMatchObject({
        title: 'Quiénes somos',
        seo: {
          metaTitle: 'Quiénes somos',
          metaDescription: 'Somos Brilla.',
          metaImage: { id: team.id },
        },
      });
      const blocks = draft.blocks as Json[];
      expect(blocks.map((block) => [block.__component, block.title])).toEqual([
        ['blocks.hero', 'Talento'],
        ['blocks.faq', 'Dudas'],
        ['blocks.media-text', 'La oficina'],
      ]);
      expect(blocks[0]).toMatchObject({ showBanners: false, image: { id: team.id } });
      expect(((blocks[1] as Json).items as Json[]).map((item) => item.question)).toEqual([
        '¿Cuánto cuesta?',
        '¿Dónde?',
      ]);
      expect(blocks[2]).toMatchObject({ imagePosition: 'Derecha', image: null });
      // The site still shows the second version until someone publishes.
      expect(await row(PAGE, id, 'es', true)).toMatchObject({ title: 'Nosotros' });
      expect((await versionsOf('editor', PAGE, id, 'es')).versions).toHaveLength(2);

      expect((await as('editor')('POST', `${url}/actions/publish?locale=es`, {})).status).toBe(200);
      const live = await row(PAGE, id, 'es', true);
      expect(live).toMatchObject({ title: 'Quiénes somos' });
      expect((live.blocks as Json[]).map((block) => block.title)).toEqual([
        'Talento',
        'Dudas',
        'La oficina',
      ]);
      const after = await versionsOf('editor', PAGE, id, 'es');
      expect(after.versions.map((v) => v.summary.title)).toEqual([
        'Quiénes somos',
        'Nosotros',
        'Quiénes somos',
      ]);
    });

    it("restores an old slug as an editor's save does: both languages' drafts take it, and publishing redirects", async () => {
      const [before, renamed] = [unique('antes'), unique('despues')];
      const id = await publishedPost('editor', 'Con ruta', before);
      await republish('editor', id, 'en', post('With a slug', 'blog'));
      await republish('editor', id, 'es', post('Con ruta', renamed));
      const slugs = async () =>
        (
          (await cms.strapi.db.query(BLOG as never).findMany({
            where: { documentId: id },
            select: ['locale', 'slug', 'publishedAt'],
          })) as Array<{ locale: string; slug: string; publishedAt: string | null }>
        )
          .map((r) => `${r.locale} ${r.publishedAt ? 'published' : 'draft'} ${r.slug}`)
          .sort();
      expect(await slugs()).toEqual([
        `en draft ${renamed}`,
        `en published ${renamed}`,
        `es draft ${renamed}`,
        `es published ${renamed}`,
      ]);
      const { versions } = await versionsOf('editor', BLOG, id, 'es');
      const reply = await restore('editor', versions.at(-1)?.id as number);
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(await slugs()).toEqual([
        `en draft ${before}`,
        `en published ${renamed}`,
        `es draft ${before}`,
        `es published ${renamed}`,
      ]);
      expect(
        (await as('editor')('POST', `${CM}/${BLOG}/${id}/actions/publish?locale=es`, {})).status,
      ).toBe(200);
      const redirects = (
        (await cms.strapi.db.query('api::redirect.redirect' as never).findMany({})) as Array<{
          from: string;
          to: string;
        }>
      ).map((r) => `${r.from} -> ${r.to}`);
      expect(redirects).toEqual(
        expect.arrayContaining([
          `/blogs/${renamed} -> /blogs/${before}`,
          `/en/blogs/${renamed} -> /en/blogs/${before}`,
        ]),
      );
      expect(redirects).not.toContain(`/blogs/${before} -> /blogs/${renamed}`);
    });

    it('lets an Autor restore into the draft (not publish), and follows the roles and languages the content manager allows', async () => {
      const id = await publishedPost('editor', 'Original', unique('permisos'));
      await republish(
        'editor',
        id,
        'es',
        post('Cambiada', (await row(BLOG, id, 'es', false)).slug as string),
      );
      await republish('editor', id, 'en', post('English', 'blog'));
      const [, original] = (await versionsOf('editor', BLOG, id, 'es')).versions as Version[];
      const [english] = (await versionsOf('editor', BLOG, id, 'en')).versions as Version[];
      const draftTitle = async (locale: string) => (await row(BLOG, id, locale, false)).title;

      // Reading the list needs "read" on posts; restoring, "update" on that post and language.
      const query = new URLSearchParams({ contentType: BLOG, documentId: id, locale: 'es' });
      expect((await as('comercial')('GET', `/published-versions?${query}`)).status).toBe(403);
      expect((await versionsOf('reader', BLOG, id, 'es')).versions).toHaveLength(2);
      expect((await restore('reader', original?.id as number)).status).toBe(403);
      expect((await restore('comercial', original?.id as number)).status).toBe(403);
      expect((await restore('english', original?.id as number)).status).toBe(403);
      expect(await draftTitle('es')).toBe('Cambiada');
      expect((await restore('english', english?.id as number)).status).toBe(200);

      const autor = await restore('autor', original?.id as number);
      expect(autor.status, JSON.stringify(autor.body)).toBe(200);
      expect(await draftTitle('es')).toBe('Original');
      expect((await row(BLOG, id, 'es', true)).title).toBe('Cambiada');
      expect(
        (await as('autor')('POST', `${CM}/${BLOG}/${id}/actions/publish?locale=es`, {})).status,
      ).toBe(403);

      // Signed out: 401; a wrong question: 400 in the admin's language; a gone version: 404.
      const anonymous = await fetch(`${cms.baseUrl}/published-versions/${original?.id}/restore`, {
        method: 'POST',
      });
      expect(anonymous.status).toBe(401);
      expect((await fetch(`${cms.baseUrl}/published-versions?${query}`)).status).toBe(401);
      const bad = await as('editor')(
        'GET',
        `/published-versions?contentType=${VERSIONS}&documentId=${id}&locale=es`,
      );
      expect(bad.status).toBe(400);
      expect((bad.body.error as Json).message).toContain('Indique el tipo');
      // In the admin's own language (Spanish unless the profile says English), whatever the
      // browser asks.
      const gone = await restore('editor', 999_999, 'en');
      expect(gone.status).toBe(404);
      expect((gone.body.error as Json).message).toContain('ya no está guardada');
    });

    it('forgets the versions of a deleted language, and of a deleted entry', async () => {
      const id = await publishedPost('editor', 'Para borrar', unique('borrar'));
      await republish('editor', id, 'en', post('To delete', 'blog'));
      const stored = (locale: string) =>
        cms.strapi.db
          .query(VERSIONS as never)
          .count({ where: { entryDocumentId: id, entryLocale: locale } });
      expect([await stored('es'), await stored('en')]).toEqual([1, 1]);
      expect((await as('editor')('DELETE', `${CM}/${BLOG}/${id}?locale=en`)).status).toBe(200);
      expect([await stored('es'), await stored('en')]).toEqual([1, 0]);
      expect((await as('editor')('DELETE', `${CM}/${BLOG}/${id}?locale=es`)).status).toBe(200);
      expect(await stored('es')).toBe(0);
    });

    it('keeps versions out of the public API, the menu and the roles without access', async () => {
      const id = await publishedPost('editor', 'Privada', unique('privada'));
      expect(
        await cms.strapi.db.query(VERSIONS as never).count({ where: { entryDocumentId: id } }),
      ).toBe(1);
      for (const path of ['/api/published-versions', '/api/published-versions/1']) {
        const withToken = await fetch(`${cms.baseUrl}${path}`, { headers: WEB_TOKEN });
        expect([403, 404], path).toContain(withToken.status);
        expect([401, 403, 404], path).toContain((await fetch(`${cms.baseUrl}${path}`)).status);
      }
      // Not in the content manager's menu, and no one but a super admin may read it there.
      const init = await as('editor')('GET', '/content-manager/init');
      const types = (
        init.body.data as { contentTypes: Array<{ uid: string; isDisplayed: boolean }> }
      ).contentTypes;
      expect(types.find((type) => type.uid === VERSIONS)?.isDisplayed).toBe(false);
      expect((await as('editor')('GET', `${CM}/${VERSIONS}`)).status).toBe(403);
    });
  });
}
