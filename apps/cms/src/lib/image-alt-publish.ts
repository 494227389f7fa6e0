import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@brilla/i18n';
import type { Core, UID } from '@strapi/strapi';
import { type ImageSchema, type ImageSchemas, imagesWithoutAlt } from './image-alt';
import { deepPopulate } from './populate';
import { requestLanguage } from './request-language';
import { documentsOf } from './strapi-services';
import { validationError } from './validation-error';

type Json = Record<string, unknown>;
type Context = { uid: string; action: string; params: Json };
type Drafts = {
  findOne: (params: Json) => Promise<Json | null>;
};

/** The languages a publish names: one, or every language the document has for `'*'`. */
async function publishedLocales(
  strapi: Core.Strapi,
  uid: string,
  documentId: string,
  locale: unknown,
): Promise<Language[]> {
  if (locale !== '*') return [isLanguage(locale) ? locale : DEFAULT_LANGUAGE];
  const rows = (await strapi.db.query(uid as UID.Schema).findMany({
    where: { documentId, publishedAt: null },
    select: ['locale'],
  })) as Array<{ locale: string }>;
  return rows.map((row) => row.locale).filter(isLanguage);
}

/**
 * The entries a Document Service call is about to publish, in each language: for `publish`, the
 * drafts as stored; for a `create` or `update` with `status: 'published'` (the seed, the REST
 * API), the stored draft with the call's data laid over it.
 */
async function toBePublished(
  strapi: Core.Strapi,
  context: Context,
  populate: Json,
): Promise<Array<{ locale: Language; entry: Json }>> {
  const drafts = documentsOf<Drafts>(strapi, context.uid as UID.ContentType);
  const documentId = context.params.documentId;
  const stored = async (locale: Language) =>
    typeof documentId === 'string'
      ? await drafts.findOne({ documentId, locale, status: 'draft', populate })
      : null;
  if (context.action === 'publish') {
    if (typeof documentId !== 'string') return [];
    const locales = await publishedLocales(strapi, context.uid, documentId, context.params.locale);
    const entries = await Promise.all(
      locales.map(async (locale) => ({ locale, entry: await stored(locale) })),
    );
    return entries.flatMap(({ locale, entry }) => (entry ? [{ locale, entry }] : []));
  }
  const locale = isLanguage(context.params.locale) ? context.params.locale : DEFAULT_LANGUAGE;
  const data = (context.params.data ?? {}) as Json;
  return [{ locale, entry: { ...((await stored(locale)) ?? {}), ...data } }];
}

const publishes = (context: Context) =>
  context.action === 'publish' ||
  (['create', 'update'].includes(context.action) && context.params.status === 'published');

/**
 * Document Service middleware: no page, post, banner or testimonial is published, from any path
 * (the admin's Publicar, a bulk publish, a scheduled change, the seed), while one of its shown
 * images has no alt text in the language being published and is not marked decorative. The
 * refusal is a 400 naming each image (block, item, field) beside its alt field.
 */
export function registerImageAltRule(
  strapi: Core.Strapi,
  label: (uid: string, field: string) => string,
): void {
  const schemas: ImageSchemas = {
    component: (uid) => strapi.components[uid as UID.Component] as ImageSchema | undefined,
    label,
  };
  strapi.documents.use(async (raw, next) => {
    const context: Context = raw;
    if (!context.uid.startsWith('api::') || !publishes(context)) return next();
    const schema = strapi.contentType(context.uid as UID.ContentType) as ImageSchema;
    const populate = deepPopulate(schema, schemas.component);
    const language = requestLanguage(strapi);
    const problems = (await toBePublished(strapi, context, populate)).flatMap(({ locale, entry }) =>
      imagesWithoutAlt(entry, context.uid, schema, schemas, locale, language),
    );
    if (problems.length > 0) throw validationError(problems);
    return next();
  });
}
