import { verifyPreviewLink } from '@brilla/signed';
import { describe, expect, it } from 'vitest';
import { adminRoles, adminUsers, documentsOf } from '../src/lib/strapi-services';
import {
  type ApiContext,
  at,
  type Bootstrap,
  type Json,
  type PageDocuments,
  PREVIEW_SECRET,
  PREVIEW_SITE,
  PREVIEW_TOKEN,
} from './api-context';
import { loadDist } from './helpers/strapi';

/** The API suite's preview: the admin's preview URLs and the read-only preview token. */
export function definePreviewTests(context: ApiContext) {
  const { call, get, list } = context;
  const cms = () => context.cms();

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
          const params = Object.fromEntries(url.searchParams);
          const target = { type, documentId: String(entry?.documentId), locale, status: 'draft' };
          expect(params).toMatchObject(target);
          // Signed for this entry for 15 minutes: the secret is not in the link.
          expect(url.href).not.toContain(PREVIEW_SECRET);
          expect(
            verifyPreviewLink(
              PREVIEW_SECRET,
              target,
              params.expires ?? null,
              params.signature ?? null,
            ),
          ).toEqual({ ok: true });
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

    it("tells signed-in staff's search preview the site's address and the types with SEO", async () => {
      const reply = await call('GET', '/seo-panel', undefined, {
        authorization: `Bearer ${await adminJwt()}`,
      });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.body).toEqual({
        siteUrl: PREVIEW_SITE,
        fields: {
          'api::page.page': 'seo',
          'api::blog.blog': 'seo',
          'api::site-setting.site-setting': 'defaultSeo',
        },
      });
      expect((await get('/seo-panel')).status).toBe(401);
    });

    it('gives preview links only to staff whose role may read that type', async () => {
      const { strapi } = cms();
      const roles = adminRoles(strapi);
      // Reads blog posts only (a contact-inbox role is the same: no page, no post).
      const blogOnly = await roles.create({ name: 'Solo blog', description: 'reads posts' });
      await roles.assignPermissions(blogOnly.id, [
        { action: 'plugin::content-manager.explorer.read', subject: 'api::blog.blog' },
      ]);
      const users = adminUsers(strapi);
      await users.create({
        email: 'solo.blog@example.com',
        firstname: 'Solo',
        lastname: 'Blog',
        password: 'SoloBlog12345',
        isActive: true,
        registrationToken: null,
        roles: [blogOnly.id],
      });
      const signIn = await call('POST', '/admin/login', {
        email: 'solo.blog@example.com',
        password: 'SoloBlog12345',
      });
      const jwt = (signIn.body.data as Json).token as string;
      const [page] = await list('/api/pages?locale=es');
      const [post] = await list('/api/blogs?locale=es');
      const link = (path: string) =>
        call('GET', path, undefined, { authorization: `Bearer ${jwt}` });
      const pageQuery = `documentId=${page?.documentId}&locale=es&status=draft`;
      for (const path of [
        `/content-manager/preview/url/api::page.page?${pageQuery}`,
        `/Content-Manager/Preview/URL/api::page.page?${pageQuery}`,
        `/content-manager/preview/url/api%3A%3Apage.page?${pageQuery}`,
      ]) {
        const refused = await link(path);
        expect(refused.status, path).toBe(403);
        expect(JSON.stringify(refused.body), path).not.toContain(PREVIEW_SECRET);
      }
      const allowed = await link(
        `/content-manager/preview/url/api::blog.blog?documentId=${post?.documentId}&locale=es&status=draft`,
      );
      expect(allowed.status).toBe(200);
    });

    it('lets the admin frame the site, and nothing else', async () => {
      const reply = await get('/admin/login');
      const policy = reply.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`frame-src 'self' ${PREVIEW_SITE}`);
      expect(policy).toContain("frame-ancestors 'none'");
    });

    it('creates the read-only preview token from CMS_PREVIEW_TOKEN once: drafts yes, writes no', async () => {
      const bearer = { authorization: `Bearer ${PREVIEW_TOKEN}` };
      const pages = documentsOf<PageDocuments>(cms().strapi, 'api::page.page');
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
      await loadDist<Bootstrap>('index.js').default.bootstrap({ strapi: cms().strapi });
      expect(
        await cms()
          .strapi.db.query('admin::api-token')
          .count({ where: { name: 'Vista previa del sitio (web)' } }),
      ).toBe(1);
    });
  });
}
