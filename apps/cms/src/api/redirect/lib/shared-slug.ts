import type { Core, UID } from '@strapi/strapi';

type Json = Record<string, unknown>;
type Context = { uid: string; action: string; params: Json };
type Row = { id: number; locale: string; slug: string; publishedAt: string | null };

/**
 * A page's, post's or blog category's slug is one for every language of it (its address differs
 * only by `/en`). Strapi's i18n does not keep it so: a `uid` field counts as localized whatever the
 * schema says (a new English post starts with the default `blog`), and a publish syncs other
 * languages only when it compares against the right row (a Spanish rename published left
 * `/en/blogs/<old>` up). This Document Service middleware keeps it shared, in the order an editor
 * works:
 * - a language added to an existing entry takes the entry's slug, whatever the form sent;
 * - a slug saved in one language becomes every other language's draft slug;
 * - a publish carries the published slug to every other published language, so the site moves
 *   in both languages at once (and the redirect middleware, around this one, redirects each old
 *   address: it compares the published slugs before and after).
 */
export function registerSharedSlugs(strapi: Core.Strapi, types: readonly string[]): void {
  strapi.documents.use(async (raw, next) => {
    const context: Context = raw;
    const documentId = context.params.documentId as string | undefined;
    const locale = context.params.locale as string | undefined;
    const saves = ['create', 'update', 'publish'].includes(context.action);
    if (!types.includes(context.uid) || !saves || !documentId || !locale) return next();

    const rows = () =>
      strapi.db.query(context.uid as UID.Schema).findMany({
        where: { documentId },
        select: ['id', 'locale', 'slug', 'publishedAt'],
      }) as Promise<Row[]>;
    const before = await rows();
    const shared = before.find((row) => row.locale !== locale && row.publishedAt === null)?.slug;
    const isNewLanguage = !before.some((row) => row.locale === locale);

    const result = await next();

    const after = await rows();
    const set = async (targets: Row[], slug: string) => {
      const stale = targets.filter((row) => row.slug !== slug).map((row) => row.id);
      if (stale.length === 0) return;
      await strapi.db
        .query(context.uid as UID.Schema)
        .updateMany({ where: { id: { $in: stale } }, data: { slug } });
    };
    const own = after.filter((row) => row.locale === locale);
    const others = after.filter((row) => row.locale !== locale);
    if (isNewLanguage && shared) {
      await set(own, shared);
      return result;
    }
    const draft = own.find((row) => row.publishedAt === null)?.slug;
    if (draft) {
      await set(
        others.filter((row) => row.publishedAt === null),
        draft,
      );
    }
    const published = own.find((row) => row.publishedAt !== null)?.slug;
    const publishes =
      context.action === 'publish' ||
      (context.action === 'update' && context.params.status === 'published');
    if (publishes && published) {
      await set(
        others.filter((row) => row.publishedAt !== null),
        published,
      );
    }
    return result;
  });
}
