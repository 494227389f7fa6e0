import { DEFAULT_LANGUAGE } from '@brilla/i18n';
import type { Core, UID } from '@strapi/strapi';
import { destinationOf, type Existing } from './rules';

async function publishedSlugs(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  slugs: readonly string[],
  locale: string,
): Promise<Set<string>> {
  if (slugs.length === 0) return new Set();
  const rows = (await strapi.db.query(uid).findMany({
    where: {
      slug: { $in: [...new Set(slugs)] },
      locale: { $in: [...new Set([locale, DEFAULT_LANGUAGE])] },
      publishedAt: { $notNull: true },
    },
    select: ['slug'],
  })) as Array<{ slug: string }>;
  return new Set(rows.map((row) => row.slug));
}

/**
 * The pages, blog posts and blog categories that `targets` lead to and that visitors can read in
 * `locale`: published in that language or in Spanish (the web shows Spanish when English is
 * missing).
 */
export async function findExisting(
  strapi: Core.Strapi,
  locale: string,
  targets: readonly string[],
): Promise<Existing> {
  const pages: string[] = [];
  const blogs: string[] = [];
  const categories: string[] = [];
  for (const target of targets) {
    const destination = destinationOf(target);
    if (destination.kind === 'page') pages.push(destination.slug);
    if (destination.kind === 'blog') blogs.push(destination.slug);
    if (destination.kind === 'category') categories.push(destination.slug);
  }
  return {
    pages: await publishedSlugs(strapi, 'api::page.page', pages, locale),
    blogs: await publishedSlugs(strapi, 'api::blog.blog', blogs, locale),
    categories: await publishedSlugs(strapi, 'api::category.category', categories, locale),
  };
}
