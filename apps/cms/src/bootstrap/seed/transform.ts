import { isRecord, SeedError, type SeedRecord } from './files';
import type { MediaResolver } from './media';
import { toRichText } from './rich-text';

type Attribute = {
  type: string;
  component?: string;
  components?: string[];
  repeatable?: boolean;
  /** A relation's content type. */
  target?: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
};
export type Schema = { attributes: Record<string, Attribute> };
export type TransformContext = {
  getComponent: (uid: string) => Schema | undefined;
  media: Pick<MediaResolver, 'resolve'>;
  /** The documentId of the `target` entry whose slug is `slug` (a relation in a seed file). */
  relation: (target: string, slug: string, where: string) => Promise<string>;
};

function componentSchema(uid: string, ctx: TransformContext, where: string): Schema {
  const schema = ctx.getComponent(uid);
  if (!schema) throw new SeedError(`${where}: unknown component "${uid}"`);
  return schema;
}

async function convertValue(
  value: unknown,
  attribute: Attribute,
  ctx: TransformContext,
  where: string,
): Promise<unknown> {
  if (value === null || value === undefined) return value;
  switch (attribute.type) {
    case 'media':
      return ctx.media.resolve(value, where);
    case 'relation':
      // A seed file names the related entry by its slug (a blog post's `category`).
      if (typeof value === 'string' && attribute.target)
        return ctx.relation(attribute.target, value, where);
      throw new SeedError(`${where}: a relation is the related entry's slug (a string)`);
    case 'blocks':
      if (Array.isArray(value) && value.every((line) => typeof line === 'string'))
        return toRichText(value);
      throw new SeedError(`${where}: rich text must be an array of strings`);
    case 'component': {
      const schema = componentSchema(attribute.component ?? '', ctx, where);
      if (attribute.repeatable) {
        if (!Array.isArray(value)) throw new SeedError(`${where}: expected a list`);
        return Promise.all(
          value.map((item, i) => convertObject(item, schema, ctx, `${where}[${i}]`)),
        );
      }
      return convertObject(value, schema, ctx, where);
    }
    case 'dynamiczone': {
      if (!Array.isArray(value)) throw new SeedError(`${where}: expected a list of blocks`);
      const allowed = attribute.components ?? [];
      return Promise.all(
        value.map(async (item, i) => {
          const at = `${where}[${i}]`;
          const uid = isRecord(item) ? item.__component : undefined;
          if (typeof uid !== 'string' || !allowed.includes(uid)) {
            throw new SeedError(
              `${at}: __component must be one of ${allowed.join(', ')} (got ${JSON.stringify(uid)})`,
            );
          }
          return {
            __component: uid,
            ...(await convertObject(item, componentSchema(uid, ctx, at), ctx, at)),
          };
        }),
      );
    }
    default:
      return value;
  }
}

/**
 * A seed object to Document Service data, following the schema: image keys become upload ids,
 * rich-text shorthand becomes blocks JSON, components and dynamic zones recurse. A field the
 * schema does not know is an error, so a typo in a seed file is found at once.
 */
export async function convertObject(
  value: unknown,
  schema: Schema,
  ctx: TransformContext,
  where: string,
): Promise<SeedRecord> {
  if (!isRecord(value)) throw new SeedError(`${where}: expected an object`);
  const out: SeedRecord = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    if (field === '__component') continue;
    const attribute = schema.attributes[field];
    if (!attribute) throw new SeedError(`${where}: unknown field "${field}"`);
    out[field] = await convertValue(fieldValue, attribute, ctx, `${where}.${field}`);
  }
  return out;
}

/** Attributes shared by every localization (i18n localized: false). */
function sharedFields(schema: Schema): string[] {
  return Object.entries(schema.attributes)
    .filter(([, attribute]) => attribute.pluginOptions?.i18n?.localized === false)
    .map(([name]) => name);
}

/** `en` with every shared field copied from `es`: Strapi needs them set on each localization. */
export function withSharedFrom(en: SeedRecord, es: SeedRecord, schema: Schema): SeedRecord {
  const out = { ...en };
  for (const field of sharedFields(schema)) {
    if (field in es) out[field] = es[field];
  }
  return out;
}
