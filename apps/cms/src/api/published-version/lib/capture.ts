import { VERSIONED_TYPES } from '@brilla/types';
import type { Core } from '@strapi/strapi';
import { forgetDeleted, keepPublished } from './store';

type Json = Record<string, unknown>;
type Context = { uid: string; action: string; params: Json };
type Entry = { documentId?: string; locale?: string | null };

/**
 * The languages a Document Service call published: a `publish` returns the entries it published
 * (one per language, all of them for `locale: '*'`); a `create` or `update` with
 * `status: 'published'` publishes its own language and returns that entry.
 */
function publishedBy(context: Context, result: unknown): Entry[] {
  if (!result || typeof result !== 'object') return [];
  if (context.action === 'publish') {
    const { documentId, entries } = result as { documentId?: string; entries?: Entry[] };
    return (entries ?? []).map((entry) => ({
      documentId: entry.documentId ?? documentId,
      ...entry,
    }));
  }
  const saves = context.action === 'create' || context.action === 'update';
  if (saves && context.params.status === 'published') return [result as Entry];
  return [];
}

/**
 * Document Service middleware: every publish of a page or blog post, in either language and from
 * any path (the admin's Publicar, a bulk publish, a plugin or job calling
 * `strapi.documents(uid).publish`), keeps a copy of what was published; deleting a language
 * forgets its versions. Registered before the slug and redirect middlewares, so it runs around
 * them and keeps the published version as they leave it. Its writes share the publish's
 * transaction: a publish that fails keeps nothing.
 */
export function registerVersionCapture(strapi: Core.Strapi): void {
  strapi.documents.use(async (raw, next) => {
    const context: Context = raw;
    const result = await next();
    if (!VERSIONED_TYPES.includes(context.uid)) return result;
    if (context.action === 'delete') {
      const documentId = context.params.documentId;
      if (typeof documentId === 'string') await forgetDeleted(strapi, context.uid, documentId);
      return result;
    }
    for (const entry of publishedBy(context, result)) {
      if (entry.documentId && entry.locale) {
        await keepPublished(strapi, context.uid, entry.documentId, entry.locale);
      }
    }
    return result;
  });
}
