import { factories } from '@strapi/strapi';
import { findWith, populateFor } from '../../../lib/read-controller';

const UID = 'api::site-setting.site-setting';

export default factories.createCoreController(UID, ({ strapi }) => ({
  async find(ctx) {
    return findWith(this, strapi, UID, ctx, (query) => ({
      ...query,
      populate: populateFor(strapi, UID),
    }));
  },
}));
