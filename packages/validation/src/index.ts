export * from './calculator.js';
export * from './contact.js';
