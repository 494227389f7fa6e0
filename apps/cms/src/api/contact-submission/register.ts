import type { Core } from '@strapi/strapi';
import { registerInboxAdminRoutes } from './admin-routes';
import { guardContactDocuments } from './lib/read-only-fields';

/**
 * What the contact-submission type adds to Strapi at register (src/index.ts calls it): the guard
 * that keeps submissions and erasure audit entries as written, and the inbox's admin routes (CSV
 * export, erasure).
 */
export function registerContactSubmission(strapi: Core.Strapi): void {
  guardContactDocuments(strapi);
  registerInboxAdminRoutes(strapi);
}
