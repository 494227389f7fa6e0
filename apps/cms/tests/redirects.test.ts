import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminReply,
  adminClient,
  adminLogin,
  type Json,
  setAdminLanguage,
} from './helpers/admin-api';
import { type BootedStrapi, bootStrapi, WEB_TOKEN } from './helpers/strapi';

type Entry = Json & { documentId: string };
const CM = '/content-manager/collection-types';
const REDIRECTS = `${CM}/api::redirect.redirect`;

/** Redirects as staff edit them in the admin, and the ones a slug change creates on publish. */
describe('redirects', () => {
  let cms: BootedStrapi;
  let admin: ReturnType<typeof adminClient>;

  const message = (reply: AdminReply) => (reply.body.error as { message?: string })?.message;
  const table = async () =>
    (
      (await cms.strapi.db.query('api::redirect.redirect').findMany({})) as Array<{
        from: string;
        to: string;
        statusCode: number;
      }>
    )
      .map((r) => `${r.from} -> ${r.to} ${r.statusCode}`)
      .sort();
  const clear = () => cms.strapi.db.query('api::redirect.redirect').deleteMany({});

  beforeAll(async () => {
    cms = await bootStrapi();
    admin = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
  });

  afterAll(async () => {
    await cms?.close();
  });

  it('stores a valid redirect, its paths without trailing slash', async () => {
    await clear();
    const reply = await admin('POST', REDIRECTS, {
      from: '/viejo/',
      to: '/nuevo',
      statusCode: 308,
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(await table()).toEqual(['/viejo -> /nuevo 308']);
  });

  it('refuses loops, chains and bad values with a 400 in the editor’s language', async () => {
    await clear();
    expect((await admin('POST', REDIRECTS, { from: '/a', to: '/b' })).status).toBe(201);
    const loop = await admin('POST', REDIRECTS, { from: '/b', to: '/a' });
    expect(loop.status).toBe(400);
    expect(message(loop)).toContain('Crearía un bucle');
    // The admin's language, not the browser's: an English browser reads Spanish like the screen
    // around it, and English once the profile says so.
    const englishBrowser = await admin(
      'POST',
      REDIRECTS,
      { from: '/b', to: '/a' },
      'en-GB,en;q=0.9',
    );
    expect(message(englishBrowser)).toContain('Crearía un bucle');
    await setAdminLanguage(admin, 'en');
    try {
      const english = await admin('POST', REDIRECTS, { from: '/b', to: '/a' }, 'es');
      expect(message(english)).toContain('This would make a loop');
    } finally {
      await setAdminLanguage(admin, null);
    }
    expect(message(await admin('POST', REDIRECTS, { from: '/x', to: '/a' }))).toContain(
      'Crearía una cadena',
    );
    expect(message(await admin('POST', REDIRECTS, { from: '/b', to: '/c' }))).toContain(
      'Crearía una cadena',
    );
    expect(message(await admin('POST', REDIRECTS, { from: '/d', to: '/d' }))).toContain(
      'apunta a sí misma',
    );
    const bad = await admin('POST', REDIRECTS, { from: 'sin-barra', to: '/b', statusCode: 302 });
    expect(bad.status).toBe(400);
    expect(message(bad)).toContain('«Desde» debe ser una ruta');
    expect(message(bad)).toContain('301');
    const [a] = (await admin('GET', REDIRECTS)).body.results as Entry[];
    const edit = await admin('PUT', `${REDIRECTS}/${a?.documentId}`, { to: '/a' });
    expect(edit.status).toBe(400);
    expect(await table()).toEqual(['/a -> /b 301']);
  });

  it('redirects the old URL of a published post whose slug changes, in each language', async () => {
    await clear();
    const posts = (await admin('GET', `${CM}/api::blog.blog?locale=es`)).body.results as Entry[];
    const post = posts.find((p) => p.slug === 'primer-post') as Entry;
    const blog = `${CM}/api::blog.blog/${post.documentId}`;
    const rename = async (slug: string) => {
      for (const locale of ['es', 'en']) {
        const draft = (await admin('GET', `${blog}?locale=${locale}`)).body.data as Json;
        const reply = await admin('POST', `${blog}/actions/publish?locale=${locale}`, {
          ...draft,
          slug,
        });
        expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      }
    };
    // A link someone made to the old URL earlier.
    expect(
      (await admin('POST', REDIRECTS, { from: '/blog-viejo', to: '/blogs/primer-post' })).status,
    ).toBe(201);

    await rename('primer-articulo');
    expect(await table()).toEqual([
      '/blog-viejo -> /blogs/primer-articulo 301',
      '/blogs/primer-post -> /blogs/primer-articulo 301',
      '/en/blogs/primer-post -> /en/blogs/primer-articulo 301',
    ]);

    // Renamed back: no loop, and every old URL still reaches the post in one step.
    await rename('primer-post');
    expect(await table()).toEqual([
      '/blog-viejo -> /blogs/primer-post 301',
      '/blogs/primer-articulo -> /blogs/primer-post 301',
      '/en/blogs/primer-articulo -> /en/blogs/primer-post 301',
    ]);
  });

  it('redirects a renamed page, and not a draft rename nor a first publish', async () => {
    await clear();
    const pages = (await admin('GET', `${CM}/api::page.page?locale=es`)).body.results as Entry[];
    const page = pages.find((p) => p.slug === 'contactanos') as Entry;
    const url = `${CM}/api::page.page/${page.documentId}`;
    const draft = (await admin('GET', `${url}?locale=es`)).body.data as Json;
    expect((await admin('PUT', `${url}?locale=es`, { ...draft, slug: 'contacto' })).status).toBe(
      200,
    );
    expect(await table()).toEqual([]);
    expect(
      (await admin('POST', `${url}/actions/publish?locale=es`, { ...draft, slug: 'contacto' }))
        .status,
    ).toBe(200);
    expect(await table()).toEqual(['/contactanos -> /contacto 301']);

    const created = await admin('POST', `${CM}/api::page.page?locale=es`, {
      slug: 'nueva',
      title: 'Nueva',
      framed: true,
    });
    const id = (created.body.data as Entry).documentId;
    await admin('POST', `${CM}/api::page.page/${id}/actions/publish?locale=es`, {
      slug: 'nueva',
      title: 'Nueva',
      framed: true,
    });
    expect(await table()).toEqual(['/contactanos -> /contacto 301']);
  });

  it('lets the web read the redirects (it applies them), and nobody write them', async () => {
    const reply = await fetch(`${cms.baseUrl}/api/redirects`, { headers: WEB_TOKEN });
    expect(reply.status).toBe(200);
    expect(((await reply.json()) as { data: Json[] }).data.map((r) => r.from)).toEqual([
      '/contactanos',
    ]);
    expect(
      (await fetch(`${cms.baseUrl}/api/redirects`, { method: 'POST', headers: WEB_TOKEN })).status,
    ).not.toBe(201);
  });
});
