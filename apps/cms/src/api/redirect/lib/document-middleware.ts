import { BLOG_POST_PREFIX, blogCategoryPath } from '@brilla/types';
import type { Core, UID } from '@strapi/strapi';
import { envUrl } from '../../../env';
import { requestLanguage } from '../../../lib/request-language';
import { normalizePath } from '../../../lib/site-path';
import { documentsOf } from '../../../lib/strapi-services';
import { validationError } from '../../../lib/validation-error';
import { type Redirect, redirectProblems } from './rules';

const REDIRECT_UID = 'api::redirect.redirect';

/**
 * Where an entry with a slug lives on the site (English under /en), and the field that names it
 * in an automatic redirect's note.
 */
export const ROUTES: Record<string, { path: (slug: string) => string; name: string }> = {
  'api::page.page': { path: (slug) => `/${slug}`, name: 'title' },
  'api::blog.blog': { path: (slug) => `${BLOG_POST_PREFIX}${slug}`, name: 'title' },
  'api::category.category': { path: blogCategoryPath, name: 'name' },
};
const localized = (path: string, locale: string) => (locale === 'es' ? path : `/${locale}${path}`);

type Json = Record<string, unknown>;
type Context = { uid: string; action: string; params: Json };
type Documents = {
  findMany: (params: Json) => Promise<Array<Redirect & { documentId: string }>>;
  findOne: (params: Json) => Promise<(Redirect & { documentId: string }) | null>;
  create: (params: Json) => Promise<unknown>;
  update: (params: Json) => Promise<unknown>;
  delete: (params: Json) => Promise<unknown>;
};

const redirects = (strapi: Core.Strapi) => documentsOf<Documents>(strapi, REDIRECT_UID);

/** The site's origin (SITE_URL), whose full addresses are paths of the site; undefined if unset. */
const siteOrigin = (): string | undefined => envUrl('SITE_URL', ['https:', 'http:'])?.origin;

/** Normalises and checks a redirect being saved; refuses it with a localized 400 when wrong. */
async function validateRedirect(strapi: Core.Strapi, context: Context): Promise<void> {
  const data = (context.params.data ?? {}) as Json;
  const documentId = context.params.documentId as string | undefined;
  const stored = documentId ? await redirects(strapi).findOne({ documentId }) : null;
  for (const key of ['from', 'to'] as const) {
    if (typeof data[key] === 'string') data[key] = normalizePath(data[key] as string);
  }
  const candidate: Redirect = {
    from: String(data.from ?? stored?.from ?? ''),
    to: String(data.to ?? stored?.to ?? ''),
    statusCode: Number(data.statusCode ?? stored?.statusCode ?? 301),
  };
  const others = (await redirects(strapi).findMany({ limit: -1 })).filter(
    (other) => other.documentId !== documentId,
  );
  const problems = redirectProblems(candidate, others, requestLanguage(strapi), siteOrigin());
  if (problems.length > 0) {
    throw validationError(problems.map((p) => ({ path: [p.path], message: p.message })));
  }
}

type Published = { locale: string; slug: string };

async function publishedSlugs(strapi: Core.Strapi, uid: string, documentId: string) {
  const rows = (await strapi.db.query(uid as UID.Schema).findMany({
    where: { documentId, publishedAt: { $notNull: true } },
    select: ['locale', 'slug'],
  })) as Published[];
  return new Map(rows.map((row) => [row.locale, row.slug]));
}

/**
 * A published page, post or category moved from `oldPath` to `newPath`: the old URL redirects to
 * the new one (301). The table stays flat: redirects that pointed to the old URL now point to the
 * new one, and a redirect from the new URL is removed, since the entry lives there now.
 */
async function redirectMove(strapi: Core.Strapi, oldPath: string, newPath: string, title: string) {
  const all = await redirects(strapi).findMany({ limit: -1 });
  for (const stale of all.filter((r) => r.from === newPath || r.from === oldPath)) {
    await redirects(strapi).delete({ documentId: stale.documentId });
  }
  for (const earlier of all.filter((r) => r.to === oldPath && r.from !== newPath)) {
    await redirects(strapi).update({ documentId: earlier.documentId, data: { to: newPath } });
  }
  await redirects(strapi).create({
    data: {
      from: oldPath,
      to: newPath,
      statusCode: 301,
      note: `Automática: «${title}» pasó de ${oldPath} a ${newPath}.`,
    },
  });
  strapi.log.info(`[redirects] ${oldPath} -> ${newPath} (slug changed on publish)`);
}

/**
 * Document Service middleware: checks every redirect saved (loops and chains refused), and
 * adds a redirect when publishing a page, blog post or category changes its slug, in each
 * language.
 */
export function registerRedirectRules(strapi: Core.Strapi): void {
  strapi.documents.use(async (raw, next) => {
    const context: Context = raw;
    if (context.uid === REDIRECT_UID && ['create', 'update'].includes(context.action)) {
      await validateRedirect(strapi, context);
      return next();
    }
    const route = ROUTES[context.uid];
    const publishes =
      context.action === 'publish' ||
      (context.action === 'update' && context.params.status === 'published');
    const documentId = context.params.documentId as string | undefined;
    if (!route || !publishes || !documentId) return next();
    const before = await publishedSlugs(strapi, context.uid, documentId);
    const result = await next();
    const after = await publishedSlugs(strapi, context.uid, documentId);
    for (const [locale, slug] of after) {
      const old = before.get(locale);
      if (old && old !== slug) {
        const entry = (await strapi.db.query(context.uid as UID.Schema).findOne({
          where: { documentId, locale, publishedAt: { $notNull: true } },
          select: [route.name],
        })) as Record<string, unknown> | null;
        const name = entry?.[route.name];
        await redirectMove(
          strapi,
          localized(route.path(old), locale),
          localized(route.path(slug), locale),
          typeof name === 'string' ? name : slug,
        );
      }
    }
    return result;
  });
}
