import { factories } from '@strapi/strapi';
import { pickPopulate } from '../../../lib/populate';
import { findOneWith, findWith, populateFor } from '../../../lib/read-controller';

const UID = 'api::blog.blog';
/** The post's category as the site shows it (a link): never its other fields. */
const CATEGORY = { category: { fields: ['name', 'slug'] } };
/** BlogSummary of packages/types: every field except `content` and `seo`. */
const SUMMARY_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'coverAlt',
  'author',
  'publishedDate',
  'locale',
  'createdAt',
  'updatedAt',
  'publishedAt',
];

function filtersBySlug(query: Record<string, unknown>): boolean {
  const filters = query.filters;
  return typeof filters === 'object' && filters !== null && 'slug' in filters;
}

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** The list leaves out `content`; a lookup by slug (the detail page) returns the whole post. */
  async find(ctx) {
    return findWith(this, strapi, UID, ctx, (query) => {
      const populate = populateFor(strapi, UID);
      if (filtersBySlug(query)) return { ...query, populate: { ...populate, ...CATEGORY } };
      return {
        ...query,
        fields: SUMMARY_FIELDS,
        populate: { ...pickPopulate(populate, ['cover']), ...CATEGORY },
      };
    });
  },
  async findOne(ctx) {
    return findOneWith(this, strapi, UID, ctx, (query) => ({
      ...query,
      populate: { ...populateFor(strapi, UID), ...CATEGORY },
    }));
  },
}));
