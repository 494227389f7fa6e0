import { beforeAll, describe, expect, it } from 'vitest';
import { documentsOf } from '../src/lib/strapi-services';
import { nextIp } from './api-context';
import { type AdminReply, adminClient, type Json } from './helpers/admin-api';
import { ADMIN } from './helpers/strapi';
import type { SecurityContext } from './security-suite';

const CM = '/content-manager/collection-types';
const BLOG = `${CM}/api::blog.blog`;
const PAGE = `${CM}/api::page.page`;

type Refusal = { message: string; details: { errors: Array<{ path: string[]; message: string }> } };
const refusal = (reply: AdminReply) => reply.body.error as Refusal;
type Banners = { create: (params: Json) => Promise<Json> };

/**
 * The alt-text rule as editors meet it in the admin (docs/decisions/022-cms-alt-text-or-decorative.md):
 * an image shown on the site is published with alt text in the language being published, or
 * marked decorative; otherwise Publicar answers 400 naming the image, and nothing is published.
 */
export function defineImageAltTests(context: SecurityContext) {
  let admin: ReturnType<typeof adminClient>;
  let image = 0;
  const published = (uid: string, documentId: string) =>
    context
      .cms()
      .strapi.db.query(uid)
      .count({ where: { documentId, publishedAt: { $notNull: true } } });

  beforeAll(async () => {
    const reply = await context.call('POST', '/admin/login', ADMIN, {
      'x-forwarded-for': nextIp(),
    });
    admin = adminClient(context.cms().baseUrl, (reply.body.data as Json).token as string);
    const [file] = (await context.cms().strapi.db.query('plugin::upload.file').findMany({
      limit: 1,
    })) as Array<{ id: number }>;
    image = file?.id ?? 0;
  });

  describe('publishing needs alt text for every shown image, or a decorative mark', () => {
    it('refuses a post whose cover has no alt text, saying which image, and publishes it once marked decorative', async () => {
      const created = await admin('POST', `${BLOG}?locale=es`, {
        title: 'Entrada sin texto alternativo',
        slug: 'entrada-sin-alt',
        excerpt: 'Resumen',
        content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto.' }] }],
        author: 'Laura',
        publishedDate: '2026-10-01',
        cover: image,
        coverAlt: '',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body.data as { documentId: string }).documentId;

      const refused = await admin('POST', `${BLOG}/${id}/actions/publish?locale=es`, {});
      expect(refused.status).toBe(400);
      const message =
        'Imagen de portada: falta el texto alternativo en español. Escribe qué muestra la imagen, o márcala como decorativa si solo adorna.';
      expect(refusal(refused).message).toBe(message);
      expect(refusal(refused).details.errors).toEqual([
        { path: ['coverAlt'], message, name: 'ValidationError' },
      ]);
      expect(await published('api::blog.blog', id)).toBe(0);

      const marked = await admin('PUT', `${BLOG}/${id}?locale=es`, { coverDecorative: true });
      expect(marked.status).toBe(200);
      const accepted = await admin('POST', `${BLOG}/${id}/actions/publish?locale=es`, {});
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
      expect(await published('api::blog.blog', id)).toBe(1);
    });

    it('checks each language: the English version of a page needs its own alt text', async () => {
      const hero = (alt: string) => ({
        __component: 'blocks.hero',
        title: 'Portada',
        showBanners: false,
        image,
        imageAlt: alt,
      });
      const created = await admin('POST', `${PAGE}?locale=es`, {
        title: 'Página con portada',
        slug: 'pagina-con-portada',
        framed: true,
        blocks: [hero('Escenario con luces violeta')],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body.data as { documentId: string }).documentId;
      const es = await admin('POST', `${PAGE}/${id}/actions/publish?locale=es`, {});
      expect(es.status, JSON.stringify(es.body)).toBe(200);

      const english = { title: 'Page with a hero', slug: 'pagina-con-portada', framed: true };
      const saved = await admin('PUT', `${PAGE}/${id}?locale=en`, {
        ...english,
        blocks: [hero('')],
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const refused = await admin('POST', `${PAGE}/${id}/actions/publish?locale=en`, {});
      expect(refused.status).toBe(400);
      expect(refusal(refused).message).toBe(
        'Bloque 1 (Portada), Imagen: falta el texto alternativo en inglés. Escribe qué muestra la imagen, o márcala como decorativa si solo adorna.',
      );
      expect(refusal(refused).details.errors[0]?.path).toEqual(['blocks', '0', 'imageAlt']);

      // Publicar with the editor's changes in the same click (the admin sends the form).
      const fixed = await admin('POST', `${PAGE}/${id}/actions/publish?locale=en`, {
        ...english,
        blocks: [hero('Stage with violet lights')],
      });
      expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
      expect(await published('api::page.page', id)).toBe(2);
    });

    it('holds for code that publishes through the Document Service too (seed, scheduled changes)', async () => {
      const banners = documentsOf<Banners>(context.cms().strapi, 'api::banner.banner');
      await expect(
        banners.create({
          locale: 'es',
          status: 'published',
          data: { title: 'Banner sin texto', order: 90, image },
        }),
      ).rejects.toThrow(
        'Imagen: falta el texto alternativo en español. Escribe qué muestra la imagen, o márcala como decorativa si solo adorna.',
      );
      const kept = await banners.create({
        locale: 'es',
        status: 'published',
        data: { title: 'Banner con texto', order: 91, image, imageAlt: 'Escenario' },
      });
      expect(kept.publishedAt).toEqual(expect.any(String));
    });
  });
}
