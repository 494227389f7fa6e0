import type { Core, UID } from '@strapi/strapi';
import { isRecord, SeedError, type SeedRecord } from './files';

/** Where the applied seed version lives: Strapi's core store, so it needs no table of its own. */
const STORE = { type: 'plugin', name: 'brilla-seed', key: 'state' } as const;

export type SeedState = { version: number; appliedAt: string };

/** The content types the seed fills; any row in them means the database has content. */
const SEEDED_UIDS: readonly UID.ContentType[] = [
  'api::page.page',
  'api::blog.blog',
  'api::banner.banner',
  'api::testimonial.testimonial',
  'api::site-setting.site-setting',
  'api::calculator-setting.calculator-setting',
];

export async function readSeedState(strapi: Core.Strapi): Promise<SeedState | undefined> {
  const value: unknown = await strapi.store.get(STORE);
  if (isRecord(value) && Number.isInteger(value.version)) {
    return { version: value.version as number, appliedAt: String(value.appliedAt ?? '') };
  }
  return undefined;
}

export async function writeSeedState(strapi: Core.Strapi, version: number): Promise<void> {
  const value: SeedState = { version, appliedAt: new Date().toISOString() };
  await strapi.store.set({ ...STORE, value });
}

export async function hasContent(strapi: Core.Strapi): Promise<boolean> {
  for (const uid of SEEDED_UIDS) {
    if ((await strapi.db.query(uid).count()) > 0) return true;
  }
  return false;
}

/**
 * The seed version an entry belongs to (`"seedVersion": 2` in its file; 1 when absent) and its
 * data without that key. An entry is seeded once, by the first start whose recorded version is
 * below it.
 */
export function splitVersion(record: SeedRecord, label: string): [number, SeedRecord] {
  const { seedVersion, ...data } = record;
  if (seedVersion === undefined) return [1, data];
  if (!Number.isInteger(seedVersion) || (seedVersion as number) < 1) {
    throw new SeedError(`${label}: seedVersion must be a whole number from 1 up`);
  }
  return [seedVersion as number, data];
}
