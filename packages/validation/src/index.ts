export * from './calculator.js';
export * from './campaign.js';
export * from './contact.js';
export * from './contact-fields.js';
export * from './contact-reply.js';
export * from './text.js';
export * from './visit.js';
export * from './visit-rules.js';
