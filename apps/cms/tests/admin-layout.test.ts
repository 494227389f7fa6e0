import type { Core } from '@strapi/strapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminReply, adminClient, adminLogin, type Json } from './helpers/admin-api';
import { type BootedStrapi, bootStrapi, loadDist } from './helpers/strapi';

type Metadata = { edit: Json; list: Json };
type Configuration = {
  settings: Json;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: Array<Array<{ name: string; size: number }>> };
};
type LayoutModule = { applyEditorLayouts: (strapi: Core.Strapi) => Promise<void> };

/** The content manager's configuration of a type or component, as the admin reads it. */
describe('the admin laid out for editors (content-manager configuration)', () => {
  let cms: BootedStrapi;
  let admin: (method: string, path: string, body?: unknown) => Promise<AdminReply>;

  const contentType = async (uid: string): Promise<Configuration> => {
    const reply = await admin('GET', `/content-manager/content-types/${uid}/configuration`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { contentType: Configuration }).contentType;
  };
  const component = async (uid: string): Promise<Configuration> => {
    const reply = await admin('GET', `/content-manager/components/${uid}/configuration`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return (reply.body.data as { component: Configuration }).component;
  };
  const label = (config: Configuration, field: string) => config.metadatas[field]?.edit.label;
  const column = (config: Configuration, field: string) => config.metadatas[field]?.list.label;
  const rows = (config: Configuration) => config.layouts.edit.map((row) => row.map((c) => c.name));

  beforeAll(async () => {
    cms = await bootStrapi();
    admin = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
  });

  afterAll(async () => {
    await cms?.close();
  });

  it('gives every field of every content type and component a Spanish label and a description', async () => {
    const apiTypes = Object.keys(cms.strapi.contentTypes).filter((uid) => uid.startsWith('api::'));
    const components = Object.keys(cms.strapi.components);
    expect(apiTypes.length).toBeGreaterThanOrEqual(7);
    expect(components.length).toBeGreaterThanOrEqual(22);
    const missing: string[] = [];
    for (const [uid, read] of [
      ...apiTypes.map((uid) => [uid, contentType] as const),
      ...components.map((uid) => [uid, component] as const),
    ]) {
      const config = await read(uid);
      const schema = (cms.strapi.contentTypes[uid as never] ??
        cms.strapi.components[uid as never]) as {
        info: { displayName: string; description?: string };
      };
      if (!schema.info.description) missing.push(`${uid}: type description`);
      for (const field of rows(config).flat()) {
        const edit = config.metadatas[field]?.edit ?? {};
        if (!edit.label || edit.label === field) missing.push(`${uid}.${field}: label`);
        if (typeof edit.description !== 'string' || edit.description.length < 15)
          missing.push(`${uid}.${field}: description`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('lists pages by title, path and last update, newest first, titled by their title', async () => {
    const config = await contentType('api::page.page');
    expect(config.layouts.list).toEqual(['title', 'slug', 'updatedAt']);
    expect(config.settings).toMatchObject({
      mainField: 'title',
      defaultSortBy: 'updatedAt',
      defaultSortOrder: 'DESC',
    });
    expect([column(config, 'title'), column(config, 'slug'), column(config, 'updatedAt')]).toEqual([
      'Título',
      'Ruta',
      'Actualizado',
    ]);
    // Content first, SEO and technical options last.
    expect(rows(config)).toEqual([['title'], ['blocks'], ['slug', 'framed'], ['seo']]);
    expect(label(config, 'framed')).toBe('Con cabecera y pie');
  });

  it('lists blog posts by title, category, author and publication date, newest first', async () => {
    const config = await contentType('api::blog.blog');
    expect(config.layouts.list).toEqual(['title', 'category', 'author', 'publishedDate']);
    expect(column(config, 'category')).toBe('Categoría');
    expect(config.settings).toMatchObject({
      mainField: 'title',
      defaultSortBy: 'publishedDate',
      defaultSortOrder: 'DESC',
    });
    expect(column(config, 'publishedDate')).toBe('Fecha de publicación');
    expect(rows(config).at(-1)).toEqual(['seo']);
  });

  it('lists blog categories by name, with their Spanish labels', async () => {
    const config = await contentType('api::category.category');
    expect(config.layouts.list).toEqual(['name', 'slug', 'updatedAt']);
    expect(config.settings).toMatchObject({ mainField: 'name', defaultSortBy: 'name' });
    expect(column(config, 'name')).toBe('Nombre');
    expect(rows(config)).toEqual([['name', 'slug'], ['description']]);
  });

  it('lists banners and testimonials in site order', async () => {
    for (const [uid, mainField] of [
      ['api::banner.banner', 'title'],
      ['api::testimonial.testimonial', 'name'],
    ] as const) {
      const config = await contentType(uid);
      expect(config.layouts.list[0]).toBe('order');
      expect(config.settings).toMatchObject({
        mainField,
        defaultSortBy: 'order',
        defaultSortOrder: 'ASC',
      });
    }
  });

  it('lists contact messages newest first with name, e-mail, language and status, read-only', async () => {
    const config = await contentType('api::contact-submission.contact-submission');
    expect(config.layouts.list).toEqual([
      'createdAt',
      'name',
      'leadStatus',
      'emailStatus',
      'interest',
      'language',
      'email',
    ]);
    expect(config.layouts.list.map((field) => column(config, field))).toEqual([
      'Recibido',
      'Nombre',
      'Estado',
      'Envío del correo',
      'Interés',
      'Idioma',
      'Correo',
    ]);
    expect(config.settings).toMatchObject({ defaultSortBy: 'createdAt', defaultSortOrder: 'DESC' });
    expect(config.metadatas.message?.edit.editable).toBe(false);
    expect(config.metadatas.leadStatus?.edit.editable).toBe(true);
    expect(config.metadatas.note?.edit.editable).toBe(true);
  });

  it('names blocks in Spanish and describes what each field changes on the site', async () => {
    const hero = await component('blocks.hero');
    expect(hero.metadatas.showBanners?.edit).toMatchObject({
      label: 'Mostrar el carrusel de banners',
      description: expect.stringContaining('Mostrar el carrusel de banners en esta página'),
    });
    const schema = cms.strapi.components['blocks.hero'];
    expect(schema?.info).toMatchObject({ displayName: 'Portada' });
    const faq = await component('shared.faq-item');
    expect(faq.settings.mainField).toBe('question');
  });

  it('puts its own keys back on the next start and keeps the rest of what an admin changed', async () => {
    const uid = 'api::page.page';
    const before = await contentType(uid);
    // As the admin's "Configure the view" saves it (relations' list metadata has no mainField).
    const metadatas = Object.fromEntries(
      Object.entries(before.metadatas).map(([field, { edit, list }]) => {
        const { mainField: _unused, ...listKeys } = list;
        return [
          field,
          { edit: field === 'title' ? { ...edit, label: 'Name' } : edit, list: listKeys },
        ];
      }),
    );
    const changed = await admin('PUT', `/content-manager/content-types/${uid}/configuration`, {
      settings: { ...before.settings, mainField: 'slug', pageSize: 50 },
      metadatas,
      layouts: { list: ['slug'], edit: before.layouts.edit },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await contentType(uid)).settings.mainField).toBe('slug');

    const { applyEditorLayouts } = loadDist<LayoutModule>('bootstrap/editor-layout.js');
    await applyEditorLayouts(cms.strapi);
    const after = await contentType(uid);
    expect(after.settings).toMatchObject({ mainField: 'title', pageSize: 50 });
    expect(label(after, 'title')).toBe('Título');
    expect(after.layouts.list).toEqual(['title', 'slug', 'updatedAt']);
  });
});
