export * from './blocks.js';
export * from './content.js';
export * from './strapi.js';
