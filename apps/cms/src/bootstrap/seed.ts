import path from 'node:path';
import { MAIN_PAGE_SLUGS } from '@brilla/types';
import type { Core, UID } from '@strapi/strapi';
import { envBool, envOptional } from '../env';
import { LOCKS, withLock } from '../lib/db-lock';
import { documents, seedEntry } from './seed/documents';
import {
  listFiles,
  localizedPair,
  readArray,
  readRecord,
  SeedError,
  type SeedRecord,
} from './seed/files';
import { createMediaResolver, loadImageSpecs } from './seed/media';
import { fillEmptyMenus, MENUS_SEED_VERSION } from './seed/menus';
import { hasContent, readSeedState, splitVersion, writeSeedState } from './seed/state';
import {
  convertObject,
  type Schema,
  type TransformContext,
  withSharedFrom,
} from './seed/transform';

export type SeedSummary = Record<string, number>;
export type SeedResult = { summary: SeedSummary; latest: number };
type Seeder = {
  strapi: Core.Strapi;
  dir: string;
  ctx: TransformContext;
  summary: SeedSummary;
  /** Entries of this seed version or older are skipped (0: consider every entry). */
  after: number;
  /** The highest seed version among the files. */
  latest: number;
};

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const details = (error as { details?: { errors?: Array<{ path?: unknown; message?: string }> } })
    .details;
  const fields = (details?.errors ?? []).map(
    (e) => `${Array.isArray(e.path) ? e.path.join('.') : ''}: ${e.message}`,
  );
  return fields.length > 0 ? `${error.message} (${fields.join('; ')})` : error.message;
}

function schemaOf(strapi: Core.Strapi, uid: UID.ContentType): Schema {
  return strapi.contentType(uid);
}

/**
 * Converts and seeds one entry newer than `s.after`; any failure stops the seed with the entry's
 * name.
 */
async function seedOne(
  s: Seeder,
  uid: UID.ContentType,
  label: string,
  filters: SeedRecord,
  esRecord: SeedRecord,
  enRecord?: SeedRecord,
) {
  const [version, es] = splitVersion(esRecord, label);
  const en = enRecord && splitVersion(enRecord, `${label} (en)`)[1];
  s.latest = Math.max(s.latest, version);
  if (version <= s.after) return;
  try {
    const schema = schemaOf(s.strapi, uid);
    const esData = await convertObject(es, schema, s.ctx, label);
    const enData = en
      ? withSharedFrom(await convertObject(en, schema, s.ctx, `${label} (en)`), esData, schema)
      : undefined;
    const created = await seedEntry(s.strapi, { uid, filters, es: esData, en: enData });
    const key = uid.split('.')[1] ?? uid;
    s.summary[key] = (s.summary[key] ?? 0) + created;
  } catch (error) {
    throw new SeedError(`Seeding ${label} failed: ${describe(error)}`);
  }
}

async function seedSingles(s: Seeder) {
  const calculator = readRecord(path.join(s.dir, 'calculator-setting.json'));
  if (calculator)
    await seedOne(
      s,
      'api::calculator-setting.calculator-setting',
      'calculator-setting.json',
      {},
      calculator,
    );
  const site = localizedPair(s.dir, 'site-setting');
  if (site.es)
    await seedOne(
      s,
      'api::site-setting.site-setting',
      'site-setting.es.json',
      {},
      site.es,
      site.en,
    );
}

/** Banners and testimonials: es and en arrays aligned by the shared `order`. */
async function seedOrdered(s: Seeder, base: string, uid: UID.ContentType) {
  const es = readArray(path.join(s.dir, `${base}.es.json`)) ?? [];
  const en = readArray(path.join(s.dir, `${base}.en.json`)) ?? [];
  for (const item of es) {
    const label = `${base}.es.json order ${JSON.stringify(item.order)}`;
    if (!Number.isInteger(item.order))
      throw new SeedError(`Seeding ${label} failed: order must be an integer`);
    const match = en.find((candidate) => candidate.order === item.order);
    await seedOne(s, uid, label, { order: item.order }, item, match);
  }
}

/** Blog categories: es and en arrays matched by the shared `slug` (decision 048). */
async function seedCategories(s: Seeder) {
  const es = readArray(path.join(s.dir, 'categories.es.json')) ?? [];
  const en = readArray(path.join(s.dir, 'categories.en.json')) ?? [];
  for (const item of es) {
    const label = `categories.es.json slug ${JSON.stringify(item.slug)}`;
    if (typeof item.slug !== 'string')
      throw new SeedError(`Seeding ${label} failed: slug must be a string`);
    const match = en.find((candidate) => candidate.slug === item.slug);
    await seedOne(s, 'api::category.category', label, { slug: item.slug }, item, match);
  }
}

/** A relation of a seed file: the related entry's documentId, found by its slug. */
async function relatedDocument(strapi: Core.Strapi, target: string, slug: string, where: string) {
  const found = await documents(strapi, target as UID.ContentType).findFirst({
    filters: { slug },
    locale: 'es',
  });
  if (!found) throw new SeedError(`${where}: no ${target} with slug "${slug}" (seed it first)`);
  return found.documentId;
}

async function seedBlogs(s: Seeder) {
  const dir = path.join(s.dir, 'blogs');
  for (const name of listFiles(dir, '.es.json')) {
    const base = name.slice(0, -'.es.json'.length);
    const { es, en } = localizedPair(dir, base);
    if (!es) continue;
    const slug = typeof es.slug === 'string' ? es.slug : base;
    await seedOne(
      s,
      'api::blog.blog',
      `blog "${slug}" (blogs/${name})`,
      { slug },
      { ...es, slug },
      // The category is the same document in both languages: the English file may omit it.
      en && es.category !== undefined ? { category: es.category, ...en } : en,
    );
  }
}

async function seedPages(s: Seeder) {
  const dir = path.join(s.dir, 'pages');
  const seeded = new Set<string>();
  const sources = new Map<string, { es: SeedRecord; en?: SeedRecord }>();
  for (const name of listFiles(dir, '.es.json')) {
    const base = name.slice(0, -'.es.json'.length);
    const { es, en } = localizedPair(dir, base);
    if (!es) continue;
    const slug = typeof es.slug === 'string' ? es.slug : base.replace(/--/g, '/');
    seeded.add(slug);
    sources.set(slug, { es, en });
    await seedOne(
      s,
      'api::page.page',
      `page "${slug}" (pages/${name})`,
      { slug },
      { ...es, slug },
      en,
    );
  }
  for (const name of listFiles(dir, '.en.json')) {
    const base = name.slice(0, -'.en.json'.length);
    if (!localizedPair(dir, base).es)
      s.strapi.log.warn(`Seed: pages/${name} has no Spanish file; skipped`);
  }
  for (const main of MAIN_PAGE_SLUGS) {
    const source = sources.get(main);
    const slug = `single/${main}`;
    if (!source || seeded.has(slug)) continue;
    const mirror = (entry: SeedRecord): SeedRecord => ({ ...entry, slug, framed: false });
    await seedOne(
      s,
      'api::page.page',
      `page "${slug}" (mirror of ${main})`,
      { slug },
      mirror(source.es),
      source.en && mirror(source.en),
    );
  }
}

/**
 * The menus of the site setting, filled where empty once the pages they lead to exist: a
 * database seeded before version 2 gets them on its next start, and keeps an editor's menu.
 */
async function seedMenus(s: Seeder) {
  s.latest = Math.max(s.latest, MENUS_SEED_VERSION);
  if (MENUS_SEED_VERSION <= s.after) return;
  try {
    const filled = await fillEmptyMenus(s.strapi);
    if (filled > 0) s.summary['site-setting menus'] = filled;
  } catch (error) {
    throw new SeedError(`Seeding the site setting's menus failed: ${describe(error)}`);
  }
}

/**
 * Seeds the entries of `dir` newer than seed version `after` that are not in the database yet
 * (looked up by slug, order or single type, per language).
 */
export async function runSeed(strapi: Core.Strapi, dir: string, after = 0): Promise<SeedResult> {
  const media = createMediaResolver(strapi, loadImageSpecs(dir));
  const ctx: TransformContext = {
    getComponent: (uid) => strapi.components[uid as UID.Component],
    media,
    relation: (target, slug, where) => relatedDocument(strapi, target, slug, where),
  };
  const s: Seeder = { strapi, dir, ctx, summary: {}, after, latest: 0 };
  try {
    await seedSingles(s);
    await seedOrdered(s, 'banners', 'api::banner.banner');
    await seedOrdered(s, 'testimonials', 'api::testimonial.testimonial');
    await seedCategories(s);
    await seedBlogs(s);
    await seedPages(s);
    await seedMenus(s);
  } finally {
    await media.cleanup();
  }
  return { summary: s.summary, latest: s.latest };
}

export function seedDir(strapi: Core.Strapi): string {
  return path.resolve(strapi.dirs.app.root, envOptional('SEED_DIR') ?? 'seed');
}

function report(strapi: Core.Strapi, dir: string, started: number, result: SeedResult): void {
  const created = Object.entries(result.summary).filter(([, n]) => n > 0);
  if (created.length === 0) return;
  const list = created.map(([type, n]) => `${type} ${n}`).join(', ');
  strapi.log.info(`Seeded from ${dir} in ${Date.now() - started} ms: ${list} localizations`);
}

/**
 * The seed on start: an empty database gets every entry; afterwards only entries of a newer
 * seed version than the one recorded are added, so whatever editors delete, unpublish, rename
 * or edit stays that way. Replicas starting together wait for each other on a database lock.
 */
export async function seedContent(strapi: Core.Strapi): Promise<void> {
  if (!envBool('CMS_SEED', true)) return;
  const dir = seedDir(strapi);
  await withLock(strapi, LOCKS.seed, async () => {
    const state = await readSeedState(strapi);
    let after = state?.version ?? 0;
    if (!state && (await hasContent(strapi))) {
      // Seeded by a CMS that did not record versions: its entries were version 1.
      after = 1;
      strapi.log.info('Seed: the database has content but no seed version; recording version 1');
    }
    const started = Date.now();
    const result = await runSeed(strapi, dir, after);
    if (!state || result.latest > state.version) {
      await writeSeedState(strapi, Math.max(result.latest, after));
    }
    report(strapi, dir, started, result);
  });
}

/**
 * `pnpm seed`: creates every seed entry that is missing from the database, whatever its version
 * (a deleted seeded entry comes back, an edited one is left alone), and records the version.
 */
export async function reseedMissing(strapi: Core.Strapi): Promise<SeedResult> {
  const dir = seedDir(strapi);
  return withLock(strapi, LOCKS.seed, async () => {
    const state = await readSeedState(strapi);
    const started = Date.now();
    const result = await runSeed(strapi, dir, 0);
    await writeSeedState(strapi, Math.max(result.latest, state?.version ?? 0));
    report(strapi, dir, started, result);
    return result;
  });
}
