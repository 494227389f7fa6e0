import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers } from '../src/lib/strapi-services';
import { type AdminReply, adminClient, adminLogin, type Json } from './helpers/admin-api';
import { type BootedStrapi, bootStrapi, loadDist, WEB_TOKEN } from './helpers/strapi';

type Entry = Json & { documentId: string };
type Caller = (method: string, path: string, body?: unknown) => Promise<AdminReply>;
type RoleRow = { id: number; name: string; description: string };
type RolesModule = { syncAdminRoles: (strapi: BootedStrapi['strapi']) => Promise<void> };

const CM = '/content-manager/collection-types';
const CONTACT = 'api::contact-submission.contact-submission';
const PASSWORD = 'Rol3sPassword';

/** Staff accounts of each seeded role, signed in through POST /admin/login like the admin does. */
describe('admin roles Editor, Autor and Comercial', () => {
  let cms: BootedStrapi;
  let editor: Caller;
  let comercial: Caller;
  let autor: Caller;
  let superAdmin: Caller;

  async function role(name: string): Promise<RoleRow> {
    const row = (await cms.strapi.db.query('admin::role').findOne({ where: { name } })) as RoleRow;
    expect(row, `role ${name}`).toBeTruthy();
    return row;
  }
  async function signIn(email: string, roleName: string): Promise<Caller> {
    await adminUsers(cms.strapi).create({
      email,
      firstname: roleName,
      lastname: 'Prueba',
      password: PASSWORD,
      isActive: true,
      roles: [(await role(roleName)).id],
    });
    return adminClient(cms.baseUrl, await adminLogin(cms.baseUrl, { email, password: PASSWORD }));
  }
  const ok = (reply: AdminReply, status = 200) =>
    expect(reply.status, JSON.stringify(reply.body)).toBe(status);

  beforeAll(async () => {
    // Preview on, so the Autor's "Open preview" link can be asked for.
    cms = await bootStrapi({
      SITE_URL: 'https://www.brilla.test',
      PREVIEW_SECRET: 'preview-secret-for-the-roles-test-0123456789',
    });
    superAdmin = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
    editor = await signIn('editora@example.com', 'Editor');
    comercial = await signIn('comercial@example.com', 'Comercial');
    autor = await signIn('autora@example.com', 'Autor');
  });

  afterAll(async () => {
    await cms?.close();
  });

  it('seeds the two roles with Spanish names and descriptions, once', async () => {
    const roles = (await cms.strapi.db.query('admin::role').findMany({})) as RoleRow[];
    const names = roles.map((r) => r.name);
    expect(names.filter((name) => name === 'Editor')).toHaveLength(1);
    expect(names.filter((name) => name === 'Comercial')).toHaveLength(1);
    // Strapi's own Author is ours, not a second role that writes.
    expect(names.filter((name) => name === 'Autor')).toHaveLength(1);
    expect(names).not.toContain('Author');
    expect((await role('Comercial')).description).toContain('mensajes de contacto');
  });

  it('lets an editor create and publish an English blog post', async () => {
    const data = {
      title: 'Streaming tips',
      slug: 'streaming-tips-editor',
      excerpt: 'Five things we learnt.',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hello.' }] }],
      author: 'Editora',
      publishedDate: '2026-11-20',
    };
    const created = await editor('POST', `${CM}/api::blog.blog?locale=en`, data);
    ok(created, 201);
    const { documentId } = created.body.data as Entry;
    ok(await editor('POST', `${CM}/api::blog.blog/${documentId}/actions/publish?locale=en`, data));
    const reply = await fetch(
      `${cms.baseUrl}/api/blogs?locale=en&filters[slug][$eq]=streaming-tips-editor`,
      { headers: WEB_TOKEN },
    );
    const posts = ((await reply.json()) as { data: Entry[] }).data;
    expect(posts.map((post) => post.title)).toEqual(['Streaming tips']);
  });

  it('lets an editor edit pages, banners, testimonials and settings in both languages', async () => {
    for (const locale of ['es', 'en']) {
      const pages = await editor('GET', `${CM}/api::page.page?locale=${locale}`);
      ok(pages);
      const [page] = pages.body.results as Entry[];
      expect(page, `a ${locale} page`).toBeTruthy();
      ok(
        await editor('PUT', `${CM}/api::page.page/${page?.documentId}?locale=${locale}`, {
          title: `Editado (${locale})`,
        }),
      );
    }
    for (const uid of ['api::banner.banner', 'api::testimonial.testimonial']) {
      ok(await editor('GET', `${CM}/${uid}?locale=en`));
    }
    ok(
      await editor('GET', '/content-manager/single-types/api::site-setting.site-setting?locale=en'),
    );
    ok(
      await editor(
        'GET',
        '/content-manager/single-types/api::calculator-setting.calculator-setting',
      ),
    );
  });

  it('lets an autor write and preview drafts in both languages, and an editor publish them', async () => {
    const data = {
      title: 'Borrador de la autora',
      slug: 'borrador-de-la-autora',
      excerpt: 'Para revisar.',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Hola.' }] }],
      author: 'Autora',
      publishedDate: '2026-11-20',
    };
    const created = await autor('POST', `${CM}/api::blog.blog?locale=es`, data);
    ok(created, 201);
    const { documentId } = created.body.data as Entry;
    const url = `${CM}/api::blog.blog/${documentId}`;
    ok(await autor('PUT', `${url}?locale=en`, { ...data, title: 'Author draft' }));
    ok(await autor('PUT', `${url}?locale=es`, { ...data, title: 'Borrador revisado' }));
    const preview = await autor(
      'GET',
      `/content-manager/preview/url/api::blog.blog?documentId=${documentId}&locale=es&status=draft`,
    );
    ok(preview);
    expect((preview.body.data as { url: string }).url).toMatch(
      /^https:\/\/www\.brilla\.test\/api\/preview\?/,
    );
    // Publishing and deleting wait for an Editor.
    for (const locale of ['es', 'en']) {
      expect((await autor('POST', `${url}/actions/publish?locale=${locale}`, data)).status).toBe(
        403,
      );
    }
    expect((await autor('DELETE', `${url}?locale=es`)).status).toBe(403);
    for (const uid of ['api::page.page', 'api::banner.banner', 'api::testimonial.testimonial']) {
      ok(await autor('GET', `${CM}/${uid}?locale=en`));
    }
    // Nothing beyond writing: no settings, redirects, contact messages, users.
    expect(
      (await autor('GET', '/content-manager/single-types/api::site-setting.site-setting?locale=es'))
        .status,
    ).toBe(403);
    expect((await autor('GET', `${CM}/api::redirect.redirect`)).status).toBe(403);
    expect((await autor('GET', `${CM}/${CONTACT}`)).status).toBe(403);
    expect((await autor('GET', '/admin/users')).status).toBe(403);
    // The editor finds it among what waits (never published) and publishes it.
    const waiting = await editor(
      'GET',
      `${CM}/api::blog.blog?locale=es&filters[$and][0][publishedAt][$null]=true`,
    );
    ok(waiting);
    expect((waiting.body.results as Entry[]).map((entry) => entry.documentId)).toContain(
      documentId,
    );
    ok(
      await editor('POST', `${url}/actions/publish?locale=es`, {
        ...data,
        title: 'Borrador revisado',
      }),
    );
    const site = await fetch(
      `${cms.baseUrl}/api/blogs?locale=es&filters[slug][$eq]=borrador-de-la-autora`,
      { headers: WEB_TOKEN },
    );
    expect(((await site.json()) as { data: Entry[] }).data.map((post) => post.title)).toEqual([
      'Borrador revisado',
    ]);
  });

  it('lets an autor draft a blog category and an editor publish it, which the site then reads', async () => {
    const data = {
      name: 'Entrevistas',
      slug: 'entrevistas',
      description: 'Charlas con creadores.',
    };
    const created = await autor('POST', `${CM}/api::category.category?locale=es`, data);
    ok(created, 201);
    const { documentId } = created.body.data as Entry;
    const url = `${CM}/api::category.category/${documentId}`;
    ok(await autor('PUT', `${url}?locale=en`, { ...data, name: 'Interviews' }));
    expect((await autor('POST', `${url}/actions/publish?locale=es`, data)).status).toBe(403);
    expect((await autor('DELETE', `${url}?locale=es`)).status).toBe(403);
    const read = async (locale: string) => {
      const reply = await fetch(
        `${cms.baseUrl}/api/categories?locale=${locale}&filters[slug][$eq]=entrevistas`,
        { headers: WEB_TOKEN },
      );
      return ((await reply.json()) as { data: Entry[] }).data.map((entry) => entry.name);
    };
    expect(await read('es')).toEqual([]);
    ok(await editor('POST', `${url}/actions/publish?locale=es`, data));
    ok(await editor('POST', `${url}/actions/publish?locale=en`, { ...data, name: 'Interviews' }));
    expect(await read('es')).toEqual(['Entrevistas']);
    expect(await read('en')).toEqual(['Interviews']);
    ok(await editor('DELETE', `${url}?locale=en`));
  });

  it('keeps an editor out of users, roles, settings and contact messages', async () => {
    expect((await editor('GET', '/admin/users')).status).toBe(403);
    expect((await editor('GET', '/admin/roles/1/permissions')).status).toBe(403);
    expect((await editor('GET', '/admin/webhooks')).status).toBe(403);
    expect((await editor('GET', `${CM}/${CONTACT}`)).status).toBe(403);
  });

  it('lets a comercial read contact messages and change only their status', async () => {
    const sent = await fetch(`${cms.baseUrl}/api/contact-submissions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.200',
        ...WEB_TOKEN,
      },
      body: JSON.stringify({
        data: {
          name: 'Lucía',
          email: 'lucia@example.com',
          message: 'Quiero información.',
          language: 'es',
        },
      }),
    });
    expect(sent.status).toBe(201);
    const list = await comercial('GET', `${CM}/${CONTACT}?sort=createdAt:desc`);
    ok(list);
    const [message] = list.body.results as Entry[];
    expect(message).toMatchObject({ name: 'Lucía', leadStatus: 'Nuevo' });
    ok(
      await comercial('PUT', `${CM}/${CONTACT}/${message?.documentId}`, {
        leadStatus: 'Contactado',
        note: 'Llamar el lunes',
      }),
    );
    // What the visitor wrote cannot be changed (refused or ignored, never stored).
    const tampered = await comercial('PUT', `${CM}/${CONTACT}/${message?.documentId}`, {
      message: 'Texto cambiado',
    });
    expect(tampered.status).toBeLessThan(500);
    const stored = await cms.strapi.db
      .query(CONTACT)
      .findOne({ where: { documentId: message?.documentId } });
    expect(stored).toMatchObject({
      leadStatus: 'Contactado',
      note: 'Llamar el lunes',
      message: 'Quiero información.',
    });
  });

  it('lets a comercial export the inbox as CSV and keeps an editor from it', async () => {
    const exportAs = async (email: string) => {
      const token = await adminLogin(cms.baseUrl, { email, password: PASSWORD });
      return fetch(
        `${cms.baseUrl}/contact-inbox/export.csv?filters[$and][0][leadStatus][$eq]=Contactado`,
        { headers: { authorization: `Bearer ${token}` } },
      );
    };
    const allowed = await exportAs('comercial@example.com');
    expect(allowed.status).toBe(200);
    const bytes = Buffer.from(await allowed.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // Lucía's message, contacted in the previous test.
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^"Recibido \(hora de Colombia\)","Nombre"/);
    expect(lines.slice(1).join('\n')).toContain('"Lucía"');
    expect((await exportAs('editora@example.com')).status).toBe(403);
  });

  it('keeps a comercial out of pages, blog posts and users', async () => {
    const pages = await superAdmin('GET', `${CM}/api::page.page?locale=es`);
    const [page] = pages.body.results as Entry[];
    expect(
      (
        await comercial('PUT', `${CM}/api::page.page/${page?.documentId}?locale=es`, {
          title: 'No',
        })
      ).status,
    ).toBe(403);
    expect((await comercial('GET', `${CM}/api::page.page?locale=es`)).status).toBe(403);
    expect(
      (await comercial('POST', `${CM}/api::blog.blog?locale=es`, { title: 'No' })).status,
    ).toBe(403);
    expect((await comercial('GET', '/admin/users')).status).toBe(403);
  });

  it('lets a comercial honour an erasure request, and not an editor', async () => {
    const email = `supresion-${Date.now()}@example.com`;
    const sent = await fetch(`${cms.baseUrl}/api/contact-submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...WEB_TOKEN },
      body: JSON.stringify({
        data: {
          name: 'Pide Supresión',
          email,
          message: 'Quiero que borren mis datos.',
          language: 'es',
        },
      }),
    });
    expect(sent.status).toBe(201);
    expect((await editor('POST', '/contact-inbox/erasure', { email })).status).toBe(403);
    const erased = await comercial('POST', '/contact-inbox/erasure', { email });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.data).toEqual({ deleted: 1 });
  });

  it('undoes changes to the two roles on the next start', async () => {
    const editorRole = await role('Editor');
    ok(await superAdmin('PUT', `/admin/roles/${editorRole.id}/permissions`, { permissions: [] }));
    expect((await editor('GET', `${CM}/api::page.page?locale=es`)).status).toBe(403);
    const { syncAdminRoles } = loadDist<RolesModule>('bootstrap/admin-roles.js');
    await syncAdminRoles(cms.strapi);
    ok(await editor('GET', `${CM}/api::page.page?locale=es`));
  });
});
