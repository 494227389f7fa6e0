import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, adminLogin, type Json } from './helpers/admin-api';
import { type BootedStrapi, bootStrapi } from './helpers/strapi';

type Entry = Json & { documentId: string };
const CM = '/content-manager/collection-types';

/** Each type with a slug, a new entry of it as the admin's form sends it, and its site address. */
const TYPES = [
  {
    uid: 'api::blog.blog',
    form: (title: string) => ({
      title,
      excerpt: 'Resumen de prueba.',
      author: 'Equipo Brilla',
      content: [{ type: 'paragraph', children: [{ type: 'text', text: 'Texto.' }] }],
      publishedDate: '2026-11-01',
    }),
    // What the admin's uid field offers a new language: the type's name.
    placeholder: 'blog',
    address: (slug: string) => `/blogs/${slug}`,
  },
  {
    uid: 'api::page.page',
    form: (title: string) => ({ title, framed: true }),
    placeholder: 'page',
    address: (slug: string) => `/${slug}`,
  },
  {
    uid: 'api::category.category',
    form: (title: string) => ({ name: title }),
    placeholder: 'category',
    address: (slug: string) => `/blog/categoria/${slug}`,
  },
] as const;

/**
 * One slug for every language of a page, post or category, as the admin saves and publishes it: a
 * new language takes it, a rename in either language moves both, and each old address redirects.
 */
describe('the slug shared between languages', () => {
  let cms: BootedStrapi;
  let admin: ReturnType<typeof adminClient>;

  const slugs = async (uid: string, documentId: string) =>
    (
      (await cms.strapi.db.query(uid as never).findMany({
        where: { documentId },
        select: ['locale', 'slug', 'publishedAt'],
      })) as Array<{ locale: string; slug: string; publishedAt: string | null }>
    )
      .map((row) => `${row.locale} ${row.publishedAt ? 'published' : 'draft'} ${row.slug}`)
      .sort();
  /** An entry as the admin's form sends it back (Strapi's computed `status` left out). */
  const edited = async (url: string, locale: string, slug: string) => {
    const { status: _computed, ...data } = (await admin('GET', `${url}?locale=${locale}`)).body
      .data as Json;
    return { ...data, slug };
  };
  const redirects = async () =>
    (
      (await cms.strapi.db.query('api::redirect.redirect').findMany({})) as Array<{
        from: string;
        to: string;
      }>
    )
      .map((r) => `${r.from} -> ${r.to}`)
      .sort();

  beforeAll(async () => {
    cms = await bootStrapi();
    admin = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
  });

  afterAll(async () => {
    await cms?.close();
  });

  for (const type of TYPES) {
    it(`${type.uid}: a new language takes the slug, and a rename in either language moves both`, async () => {
      await cms.strapi.db.query('api::redirect.redirect').deleteMany({});
      const base = `${CM}/${type.uid}`;
      const created = await admin('POST', `${base}?locale=es`, {
        ...type.form('Compartida'),
        slug: `compartida-${type.placeholder}`,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = (created.body.data as Entry).documentId;
      const url = `${base}/${id}`;
      const es = (await admin('GET', `${url}?locale=es`)).body.data as Json;
      const published = await admin('POST', `${url}/actions/publish?locale=es`, es);
      expect(published.status, JSON.stringify(published.body)).toBe(200);

      // The English version, as the admin's form first sends it.
      const english = await admin('POST', `${url}/actions/publish?locale=en`, {
        ...type.form('Shared'),
        slug: type.placeholder,
      });
      expect(english.status, JSON.stringify(english.body)).toBe(200);
      const first = `compartida-${type.placeholder}`;
      expect(await slugs(type.uid, id)).toEqual([
        `en draft ${first}`,
        `en published ${first}`,
        `es draft ${first}`,
        `es published ${first}`,
      ]);

      // Renamed in Spanish and published in Spanish only: English moves too.
      const renamed = `renombrada-${type.placeholder}`;
      const renaming = await admin(
        'POST',
        `${url}/actions/publish?locale=es`,
        await edited(url, 'es', renamed),
      );
      expect(renaming.status, JSON.stringify(renaming.body)).toBe(200);
      expect(await slugs(type.uid, id)).toEqual([
        `en draft ${renamed}`,
        `en published ${renamed}`,
        `es draft ${renamed}`,
        `es published ${renamed}`,
      ]);
      expect(await redirects()).toEqual(
        [
          `${type.address(first)} -> ${type.address(renamed)}`,
          `/en${type.address(first)} -> /en${type.address(renamed)}`,
        ].sort(),
      );

      // The other direction: renamed in English, published in English only.
      const back = `de-vuelta-${type.placeholder}`;
      const backwards = await admin(
        'POST',
        `${url}/actions/publish?locale=en`,
        await edited(url, 'en', back),
      );
      expect(backwards.status, JSON.stringify(backwards.body)).toBe(200);
      expect(await slugs(type.uid, id)).toEqual([
        `en draft ${back}`,
        `en published ${back}`,
        `es draft ${back}`,
        `es published ${back}`,
      ]);
      expect(await redirects()).toContain(`${type.address(renamed)} -> ${type.address(back)}`);
      expect(await redirects()).toContain(
        `/en${type.address(renamed)} -> /en${type.address(back)}`,
      );

      // A draft rename moves the other language's draft, not the published addresses.
      const draftOnly = `borrador-${type.placeholder}`;
      const saved = await admin('PUT', `${url}?locale=es`, await edited(url, 'es', draftOnly));
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(await slugs(type.uid, id)).toEqual([
        `en draft ${draftOnly}`,
        `en published ${back}`,
        `es draft ${draftOnly}`,
        `es published ${back}`,
      ]);
    });
  }
});
