import type { UID } from '@strapi/strapi';

/** The SEO component (src/components/shared/seo.json): title, description, keywords, image. */
const SEO_COMPONENT = 'shared.seo';

/** What GET /seo-panel answers (route.ts): the admin's search preview reads it once per session. */
export type SeoPanelSettings = {
  /** The site's public origin (SITE_URL), as visitors and search engines see it; null if unset. */
  siteUrl: string | null;
  /** Content type → the attribute holding its SEO component (`seoFields`). */
  fields: Record<string, string>;
};

type Attribute = { type?: string; component?: string; repeatable?: boolean };
type Schema = { attributes?: Record<string, Attribute> };

/**
 * For each of our content types (`api::…`) that holds the SEO component once, the name of the
 * attribute holding it (`api::page.page` → `seo`, `api::site-setting.site-setting` →
 * `defaultSeo`). Read from the schemas Strapi loaded, so a type given SEO gets the admin's
 * search preview (src/admin/seo-panel/) with no list to keep.
 */
export function seoFields(
  contentTypes: Readonly<Record<UID.ContentType, Schema>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [uid, schema] of Object.entries(contentTypes)) {
    if (!uid.startsWith('api::')) continue;
    const found = Object.entries(schema.attributes ?? {}).find(
      ([, attribute]) =>
        attribute.type === 'component' &&
        attribute.component === SEO_COMPONENT &&
        attribute.repeatable !== true,
    );
    if (found) fields[uid] = found[0];
  }
  return fields;
}
