export * from './calculator.js';
export * from './contact.js';
export * from './text.js';
