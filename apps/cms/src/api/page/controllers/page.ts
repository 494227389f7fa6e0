import { factories } from '@strapi/strapi';
import { findOneWith, findWith, populateFor } from '../../../lib/read-controller';

const UID = 'api::page.page';

export default factories.createCoreController(UID, ({ strapi }) => ({
  /** Deep populate of blocks and SEO; a client `fields` list (the sitemap) gets no relations at all. */
  async find(ctx) {
    return findWith(this, strapi, UID, ctx, (query) => {
      if (query.fields !== undefined) return { ...query, populate: undefined };
      return { ...query, populate: populateFor(strapi, UID) };
    });
  },
  async findOne(ctx) {
    return findOneWith(this, strapi, UID, ctx, (query) => ({
      ...query,
      populate: populateFor(strapi, UID),
    }));
  },
}));
