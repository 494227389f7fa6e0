export * from './preview-link.js';
export * from './webhook.js';
