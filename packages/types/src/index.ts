export * from './content.js';
export * from './content-types.js';
export * from './events.js';
export * from './generated/blocks.js';
export * from './mirrors.js';
export * from './navigation.js';
export * from './routes.js';
export * from './strapi.js';
