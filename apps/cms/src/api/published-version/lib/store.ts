import type { Core, UID } from '@strapi/strapi';
import {
  type Existing,
  type GetModel,
  type RelationRef,
  references,
  type Snapshot,
  snapshotPopulate,
  toSnapshot,
} from './snapshot';
import { VERSION_UID, VERSIONS_KEPT } from './types';

export type VersionRow = {
  id: number;
  contentType: string;
  entryDocumentId: string;
  entryLocale: string;
  content: Snapshot;
  publishedById: number | null;
  publishedByName: string | null;
  createdAt: string | Date;
};
type Staff = {
  id?: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
};
type Query = {
  findOne: (params: Record<string, unknown>) => Promise<unknown>;
  findMany: (params: Record<string, unknown>) => Promise<unknown[]>;
  create: (params: Record<string, unknown>) => Promise<unknown>;
  deleteMany: (params: Record<string, unknown>) => Promise<{ count: number }>;
};

const query = (strapi: Core.Strapi, uid: string): Query => strapi.db.query(uid as UID.Schema);
export const getModelOf =
  (strapi: Core.Strapi): GetModel =>
  (uid) =>
    strapi.getModel(uid as UID.Schema);

/** How staff are named in the list: their name, else their user name or e-mail. */
function staffName(user: Staff): string | null {
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ').trim();
  return (name || user.username || user.email || null)?.slice(0, 255) ?? null;
}

/** One version of an entry (`published`) or its draft, read with everything a version keeps. */
export async function readEntry(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locale: string,
  state: 'published' | 'draft',
): Promise<Snapshot | null> {
  const row = (await query(strapi, uid).findOne({
    where: { documentId, locale, publishedAt: state === 'published' ? { $notNull: true } : null },
    populate: snapshotPopulate(uid, getModelOf(strapi)),
  })) as Record<string, unknown> | null;
  return row ? toSnapshot(row, uid, getModelOf(strapi)) : null;
}

/**
 * Keeps the published version of one entry in one language, with who published it (the signed-in
 * staff of the request; none for a publish with no request behind it, such as a scheduled one),
 * and forgets versions past `VERSIONS_KEPT`. Runs inside the publish's transaction.
 */
export async function keepPublished(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locale: string,
): Promise<void> {
  const content = await readEntry(strapi, uid, documentId, locale, 'published');
  if (!content) return;
  const user = strapi.requestContext.get()?.state?.user as Staff | undefined;
  const versions = query(strapi, VERSION_UID);
  const now = new Date();
  await versions.create({
    data: {
      contentType: uid,
      entryDocumentId: documentId,
      entryLocale: locale,
      content,
      publishedById: user?.id ?? null,
      publishedByName: user ? staffName(user) : null,
      createdAt: now,
      updatedAt: now,
    },
  });
  const older = (await versions.findMany({
    where: { contentType: uid, entryDocumentId: documentId, entryLocale: locale },
    select: ['id'],
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    offset: VERSIONS_KEPT,
  })) as Array<{ id: number }>;
  if (older.length > 0) {
    await versions.deleteMany({ where: { id: { $in: older.map((row) => row.id) } } });
  }
}

/** The versions of an entry in one language, newest first. */
export async function listVersions(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locale: string,
): Promise<VersionRow[]> {
  return (await query(strapi, VERSION_UID).findMany({
    where: { contentType: uid, entryDocumentId: documentId, entryLocale: locale },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    limit: VERSIONS_KEPT,
  })) as VersionRow[];
}

export async function findVersion(strapi: Core.Strapi, id: number): Promise<VersionRow | null> {
  return (await query(strapi, VERSION_UID).findOne({ where: { id } })) as VersionRow | null;
}

/** Forgets the versions of the languages of an entry that no longer exist (after a delete). */
export async function forgetDeleted(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
): Promise<void> {
  const left = (await query(strapi, uid).findMany({
    where: { documentId },
    select: ['locale'],
  })) as Array<{ locale: string }>;
  await query(strapi, VERSION_UID).deleteMany({
    where: {
      contentType: uid,
      entryDocumentId: documentId,
      entryLocale: { $notIn: [...new Set(left.map((row) => row.locale))] },
    },
  });
}

/** Looks up which media files and related entries of a version still exist. */
export async function existingReferences(
  strapi: Core.Strapi,
  snapshot: Snapshot,
  uid: string,
): Promise<Existing> {
  const wanted = references(snapshot, uid, getModelOf(strapi));
  const mediaIds = [...wanted.media];
  const files = mediaIds.length
    ? ((await query(strapi, 'plugin::upload.file').findMany({
        where: { id: { $in: mediaIds } },
        select: ['id'],
      })) as Array<{ id: number }>)
    : [];
  const media = new Set(files.map((file) => Number(file.id)));
  const documents = new Map<string, Set<string>>();
  for (const [target, ids] of wanted.documents) {
    const localized = 'locale' in (getModelOf(strapi)(target)?.attributes ?? {});
    const rows = (await query(strapi, target).findMany({
      where: { documentId: { $in: [...ids] } },
      select: ['documentId', ...(localized ? ['locale'] : [])],
    })) as Array<{ documentId: string; locale?: string }>;
    documents.set(
      target,
      new Set(rows.flatMap((row) => [row.documentId, `${row.documentId}|${row.locale ?? ''}`])),
    );
  }
  return {
    media: (id) => media.has(id),
    document: (target: string, ref: RelationRef) => {
      const found = documents.get(target);
      if (!found) return false;
      return ref.locale ? found.has(`${ref.documentId}|${ref.locale}`) : found.has(ref.documentId);
    },
  };
}
