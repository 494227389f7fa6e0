import path from 'node:path';
import { MAIN_PAGE_SLUGS } from '@brilla/types';
import type { Core, UID } from '@strapi/strapi';
import { envBool, envOptional } from '../env';
import { seedEntry } from './seed/documents';
import {
  listFiles,
  localizedPair,
  readArray,
  readRecord,
  SeedError,
  type SeedRecord,
} from './seed/files';
import { createMediaResolver, loadImageSpecs } from './seed/media';
import {
  convertObject,
  type Schema,
  type TransformContext,
  withSharedFrom,
} from './seed/transform';

export type SeedSummary = Record<string, number>;
type Seeder = { strapi: Core.Strapi; dir: string; ctx: TransformContext; summary: SeedSummary };

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
  return strapi.contentType(uid) as unknown as Schema;
}

/** Converts and seeds one entry; any failure stops the seed with the entry's name. */
async function seedOne(
  s: Seeder,
  uid: UID.ContentType,
  label: string,
  filters: SeedRecord,
  es: SeedRecord,
  en?: SeedRecord,
) {
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
      en,
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

/** Seeds every entry of `dir` that is not in the database yet; safe to run on every start. */
export async function runSeed(strapi: Core.Strapi, dir: string): Promise<SeedSummary> {
  const media = createMediaResolver(strapi, loadImageSpecs(dir));
  const ctx: TransformContext = {
    getComponent: (uid) => strapi.components[uid as UID.Component] as unknown as Schema | undefined,
    media,
  };
  const s: Seeder = { strapi, dir, ctx, summary: {} };
  try {
    await seedSingles(s);
    await seedOrdered(s, 'banners', 'api::banner.banner');
    await seedOrdered(s, 'testimonials', 'api::testimonial.testimonial');
    await seedBlogs(s);
    await seedPages(s);
  } finally {
    await media.cleanup();
  }
  return s.summary;
}

export function seedDir(strapi: Core.Strapi): string {
  return path.resolve(strapi.dirs.app.root, envOptional('SEED_DIR') ?? 'seed');
}

export async function seedContent(strapi: Core.Strapi): Promise<void> {
  if (!envBool('CMS_SEED', true)) return;
  const dir = seedDir(strapi);
  const started = Date.now();
  const summary = await runSeed(strapi, dir);
  const created = Object.entries(summary).filter(([, n]) => n > 0);
  if (created.length > 0) {
    const list = created.map(([type, n]) => `${type} ${n}`).join(', ');
    strapi.log.info(`Seeded from ${dir} in ${Date.now() - started} ms: ${list} localizations`);
  }
}
