import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel.
export default factories.createCoreRouter('api::blog.blog', { only: ['find', 'findOne'] });
