import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel.
export default factories.createCoreRouter('api::banner.banner', { only: ['find', 'findOne'] });
