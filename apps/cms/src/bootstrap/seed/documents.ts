import type { Core, UID } from '@strapi/strapi';
import type { SeedRecord } from './files';

type Doc = { documentId: string };
/** The Document Service calls the seed makes, with data kept opaque. */
type Documents = {
  findFirst: (params: Record<string, unknown>) => Promise<Doc | null>;
  create: (params: Record<string, unknown>) => Promise<Doc>;
  update: (params: Doc & Record<string, unknown>) => Promise<Doc | null>;
  publish: (params: Doc & Record<string, unknown>) => Promise<unknown>;
};

export type SeedTarget = {
  uid: UID.ContentType;
  /** How to find this entry again (e.g. { slug }); empty for single types. */
  filters: SeedRecord;
  es: SeedRecord;
  en?: SeedRecord;
};

/** A type's Document Service as the seed calls it (Strapi checks the assignment). */
export function documents(strapi: Core.Strapi, uid: UID.ContentType): Documents {
  return strapi.documents(uid);
}

function isDraftable(strapi: Core.Strapi, uid: UID.ContentType): boolean {
  return strapi.contentType(uid).options?.draftAndPublish === true;
}

function isLocalized(strapi: Core.Strapi, uid: UID.ContentType): boolean {
  const options = strapi.contentType(uid).pluginOptions as
    | { i18n?: { localized?: boolean } }
    | undefined;
  return options?.i18n?.localized === true;
}

/**
 * The entry in `locale` matching `filters`, as a draft or as published: an editor may have
 * changed the draft (e.g. renamed its slug) while the published version keeps the seed's value.
 */
async function findExisting(
  docs: Documents,
  filters: SeedRecord,
  locale?: string,
): Promise<Doc | null> {
  const where = { filters, ...(locale ? { locale } : {}) };
  return (
    (await docs.findFirst({ ...where, status: 'draft' })) ??
    (await docs.findFirst({ ...where, status: 'published' }))
  );
}

/**
 * Creates what is missing of one entry and returns how many localizations it created:
 * es is created published; en is added with `update` (locale en) and then published.
 * Existing localizations (drafts included) are never touched, so editors' changes survive.
 */
export async function seedEntry(strapi: Core.Strapi, target: SeedTarget): Promise<number> {
  const docs = documents(strapi, target.uid);
  const draftable = isDraftable(strapi, target.uid);
  if (!isLocalized(strapi, target.uid)) {
    if (await findExisting(docs, target.filters)) return 0;
    await docs.create({ data: target.es, ...(draftable ? { status: 'published' } : {}) });
    return 1;
  }
  let created = 0;
  let es = await findExisting(docs, target.filters, 'es');
  if (!es) {
    es = await docs.create({
      locale: 'es',
      data: target.es,
      ...(draftable ? { status: 'published' } : {}),
    });
    created += 1;
  }
  if (target.en && !(await findExisting(docs, target.filters, 'en'))) {
    await docs.update({ documentId: es.documentId, locale: 'en', data: target.en });
    // Only en: publishing '*' would also publish an editor's pending Spanish draft.
    if (draftable) await docs.publish({ documentId: es.documentId, locale: 'en' });
    created += 1;
  }
  return created;
}
