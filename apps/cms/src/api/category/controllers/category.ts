import { factories } from '@strapi/strapi';
import { findOneWith, findWith } from '../../../lib/read-controller';

const UID = 'api::category.category';

/** A category is flat (name, slug, description): nothing to populate, its posts are never listed here. */
export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    return findWith(this, strapi, UID, ctx, (query) => query);
  },
  async findOne(ctx) {
    return findOneWith(this, strapi, UID, ctx, (query) => query);
  },
}));
