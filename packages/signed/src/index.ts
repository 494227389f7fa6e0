export * from './api-token.js';
export * from './preview-link.js';
export * from './webhook.js';
