import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminClient, adminLogin, type Json } from './helpers/admin-api';
import { type CmsProcess, runCmsScript, startCmsProcess } from './helpers/cms-process';
import { FIXTURE_SEED } from './helpers/strapi';

type Entry = Json & { documentId: string; status?: string };
type SqliteDatabase = {
  prepare: (sql: string) => {
    get: (...params: unknown[]) => unknown;
    run: (...params: unknown[]) => unknown;
  };
  close: () => void;
};
const require = createRequire(import.meta.url);
const Database = require('better-sqlite3') as new (
  file: string,
  options: { readonly: boolean },
) => SqliteDatabase;

const CM = '/content-manager/collection-types';
const SITE_SETTING = '/content-manager/single-types/api::site-setting.site-setting';
const SEED_STATE_KEY = 'plugin_brilla-seed_state';

/**
 * A CMS process restarted on one SQLite database and uploads folder, edited the way an editor
 * does (through the admin's content-manager API), with a copy of the fixture seed that a test
 * extends with a newer seed version.
 */
// Each restart boots a whole CMS process (5-15 s on a busy machine).
describe('seed across restarts', { timeout: 120_000 }, () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'brilla-seed-restart-'));
  const seed = path.join(tmp, 'seed');
  const env = { SEED_DIR: seed };
  let cms: CmsProcess | undefined;
  let starts = 0;
  let admin: ReturnType<typeof adminClient>;

  const restart = async () => {
    await cms?.stop();
    cms = await startCmsProcess(`cms-${++starts}`, tmp, env);
    admin = adminClient(cms.baseUrl, await adminLogin(cms.baseUrl));
  };
  /** Every entry of a type in one language, as the admin lists it (drafts included). */
  const entries = async (uid: string, locale: string): Promise<Entry[]> => {
    const reply = await admin('GET', `${CM}/${uid}?locale=${locale}&pageSize=100&sort=id:asc`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.results as Entry[];
  };
  const find = async (uid: string, locale: string, match: (entry: Entry) => boolean) => {
    const entry = (await entries(uid, locale)).find(match);
    if (!entry) throw new Error(`no ${uid} ${locale} entry matches`);
    return entry;
  };
  const pageSlugs = async () =>
    (await entries('api::page.page', 'es')).map((page) => page.slug).sort();
  /** The seed state in Strapi's core store, read from the database file. */
  const seedState = () => {
    const db = new Database(path.join(tmp, 'data.db'), { readonly: true });
    try {
      const row = db
        .prepare('select value from strapi_core_store_settings where key = ?')
        .get(SEED_STATE_KEY) as { value: string } | undefined;
      return row ? (JSON.parse(row.value) as Json) : undefined;
    } finally {
      db.close();
    }
  };
  /** Makes the database look seeded by an older CMS (the CMS must be stopped). */
  const recordSeedVersion = (version: number) => {
    const db = new Database(path.join(tmp, 'data.db'), { readonly: false });
    try {
      const value = JSON.stringify({ version, appliedAt: new Date().toISOString() });
      db.prepare('update strapi_core_store_settings set value = ? where key = ?').run(
        value,
        SEED_STATE_KEY,
      );
    } finally {
      db.close();
    }
  };
  const siteSetting = async (locale: string): Promise<Json> => {
    const reply = await admin('GET', `${SITE_SETTING}?locale=${locale}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    return reply.body.data as Json;
  };
  /** A menu as "label target" lines (plus "*" for the highlighted button). */
  const menu = (setting: Json, field: 'headerMenu' | 'footerLinks') =>
    ((setting[field] ?? []) as Json[]).map(
      (link) => `${link.label} ${link.target}${link.highlight ? ' *' : ''}`,
    );

  beforeAll(async () => {
    cpSync(FIXTURE_SEED, seed, { recursive: true });
    await restart();
  });

  afterAll(async () => {
    await cms?.stop();
    rmSync(tmp, { recursive: true, force: true });
  });

  it('seeds the empty database and records the seed version', async () => {
    // Version 2 is the menus (src/bootstrap/seed/menus.ts).
    expect(seedState()).toMatchObject({ version: 2 });
    expect(await pageSlugs()).toEqual(['contactanos', 'inicio', 'single/inicio']);
    expect((await entries('api::testimonial.testimonial', 'en')).length).toBe(1);
  });

  it("fills the menus with the specification's items whose pages exist, in both languages", async () => {
    // The fixture has no /calculadora, /nosotros or /nuestra-agencia page: those are left out.
    const es = await siteSetting('es');
    expect(menu(es, 'headerMenu')).toEqual([
      'Inicio /inicio',
      'Blog /blog',
      'Contáctanos /contactanos *',
    ]);
    expect(menu(es, 'footerLinks')).toEqual([
      'Inicio /inicio',
      'Blog /blog',
      'Contáctanos /contactanos',
    ]);
    const en = await siteSetting('en');
    expect(menu(en, 'headerMenu')).toEqual([
      'Home /inicio',
      'Blog /blog',
      'Contact Us /contactanos *',
    ]);
    expect(menu(en, 'footerLinks')).toEqual([
      'Home /inicio',
      'Blog /blog',
      'Contact Us /contactanos',
    ]);
  });

  it("fills the empty menus of a database seeded before them, once, and keeps an editor's", async () => {
    const es = await siteSetting('es');
    const edited = await admin('PUT', `${SITE_SETTING}?locale=es`, {
      ...es,
      headerMenu: [{ label: 'Artículos', target: '/blog', highlight: false }],
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const en = await siteSetting('en');
    const emptied = await admin('PUT', `${SITE_SETTING}?locale=en`, {
      ...en,
      headerMenu: [],
      footerLinks: [],
    });
    expect(emptied.status, JSON.stringify(emptied.body)).toBe(200);
    await cms?.stop();
    recordSeedVersion(1);

    await restart();
    expect(seedState()).toMatchObject({ version: 2 });
    const esAfter = await siteSetting('es');
    expect(menu(esAfter, 'headerMenu')).toEqual(['Artículos /blog']);
    expect(menu(esAfter, 'footerLinks')).toHaveLength(3);
    expect(esAfter.siteName).toBe('Brilla Talent');
    const enAfter = await siteSetting('en');
    expect(menu(enAfter, 'headerMenu')).toEqual([
      'Home /inicio',
      'Blog /blog',
      'Contact Us /contactanos *',
    ]);
    expect(menu(enAfter, 'footerLinks')).toHaveLength(3);

    // Version 2 is applied now: a menu emptied again stays empty.
    await admin('PUT', `${SITE_SETTING}?locale=en`, { ...enAfter, footerLinks: [] });
    await restart();
    expect(menu(await siteSetting('en'), 'footerLinks')).toEqual([]);
  });

  it("keeps editors' deletions, renames, unpublishing and edits after restarts", async () => {
    const testimonial = await find('api::testimonial.testimonial', 'es', (t) => t.order === 1);
    for (const locale of ['en', 'es']) {
      const reply = await admin(
        'DELETE',
        `${CM}/api::testimonial.testimonial/${testimonial.documentId}?locale=${locale}`,
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    }
    const page = await find('api::page.page', 'es', (p) => p.slug === 'contactanos');
    const renamed = await admin('PUT', `${CM}/api::page.page/${page.documentId}?locale=es`, {
      ...page,
      slug: 'contacto',
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const republished = await admin(
      'POST',
      `${CM}/api::page.page/${page.documentId}/actions/publish?locale=es`,
      { ...page, slug: 'contacto' },
    );
    expect(republished.status, JSON.stringify(republished.body)).toBe(200);
    const post = await find('api::blog.blog', 'es', (b) => b.slug === 'solo-espanol');
    const unpublished = await admin(
      'POST',
      `${CM}/api::blog.blog/${post.documentId}/actions/unpublish?locale=es`,
      {},
    );
    expect(unpublished.status, JSON.stringify(unpublished.body)).toBe(200);
    const banner = await find('api::banner.banner', 'en', (b) => b.order === 1);
    const edited = await admin('PUT', `${CM}/api::banner.banner/${banner.documentId}?locale=en`, {
      ...banner,
      title: 'Edited by an editor',
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);

    await restart();
    await restart();

    expect(await entries('api::testimonial.testimonial', 'es')).toEqual([]);
    expect(await entries('api::testimonial.testimonial', 'en')).toEqual([]);
    expect(await pageSlugs()).toEqual(['contacto', 'inicio', 'single/inicio']);
    const posts = await entries('api::blog.blog', 'es');
    expect(posts.find((b) => b.slug === 'solo-espanol')?.status).toBe('draft');
    expect(posts.find((b) => b.slug === 'primer-post')?.status).toBe('published');
    expect((await find('api::banner.banner', 'en', (b) => b.order === 1)).title).toBe(
      'Edited by an editor',
    );
  });

  it('adds only the entries of a newer seed version, once', async () => {
    writeFileSync(
      path.join(seed, 'testimonials.es.json'),
      JSON.stringify([
        { order: 1, quote: 'Cita de prueba', name: 'Valentina', role: 'Streamer', avatar: null },
        { order: 2, quote: 'Cita nueva', name: 'Mateo', role: 'Manager', seedVersion: 3 },
      ]),
    );
    writeFileSync(
      path.join(seed, 'blogs', 'nuevo.es.json'),
      JSON.stringify({
        seedVersion: 3,
        slug: 'nuevo',
        title: 'Nuevo',
        excerpt: 'Entrada de la versión 2',
        content: ['Texto.'],
        author: 'Laura',
        publishedDate: '2026-11-01',
      }),
    );
    await restart();
    const testimonials = await entries('api::testimonial.testimonial', 'es');
    expect(testimonials.map((t) => [t.order, t.name, t.status])).toEqual([
      [2, 'Mateo', 'published'],
    ]);
    expect((await entries('api::blog.blog', 'es')).map((b) => b.slug).sort()).toEqual([
      'nuevo',
      'primer-post',
      'solo-espanol',
    ]);
    expect(await pageSlugs()).toEqual(['contacto', 'inicio', 'single/inicio']);
    expect(seedState()).toMatchObject({ version: 3 });

    // Deleted again, it stays deleted: version 3 is recorded as applied.
    const added = testimonials[0] as Entry;
    await admin('DELETE', `${CM}/api::testimonial.testimonial/${added.documentId}?locale=es`);
    await restart();
    expect(await entries('api::testimonial.testimonial', 'es')).toEqual([]);
  });

  it('re-creates what is missing when a developer runs the seed command', async () => {
    await cms?.stop();
    const run = await runCmsScript('pnpm-seed', tmp, 'scripts/seed.mts', env);
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('[seed] Created');
    expect(seedState()).toMatchObject({ version: 3 });
    await restart();
    const testimonials = await entries('api::testimonial.testimonial', 'es');
    expect(testimonials.map((t) => t.order).sort()).toEqual([1, 2]);
    // contactanos was renamed, so its seed slug is missing and it comes back beside the editor's.
    expect(await pageSlugs()).toEqual(['contactanos', 'contacto', 'inicio', 'single/inicio']);
    expect((await find('api::banner.banner', 'en', (b) => b.order === 1)).title).toBe(
      'Edited by an editor',
    );
  });
});
