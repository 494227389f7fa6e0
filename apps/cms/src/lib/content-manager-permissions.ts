import type { Core } from '@strapi/strapi';
import { permissionCheckers } from './strapi-services';

type Json = Record<string, unknown>;

/**
 * The part of the content manager's permission checker our admin routes use: the same checks and
 * sanitizing its own routes apply, so a role's permissions and conditions (types, fields,
 * languages) mean the same on our routes as in the content manager.
 */
export type PermissionChecker = {
  cannot: {
    read: (entity?: unknown, field?: string) => boolean;
    update: (entity?: unknown) => boolean;
    create: () => boolean;
    delete: () => boolean;
    publish: (entity?: unknown) => boolean;
  };
  sanitizedQuery: {
    read: (query: unknown) => Promise<Json>;
    update: (query: unknown) => Promise<Json>;
    delete: (query: unknown) => Promise<Json>;
  };
  sanitizeUpdateInput: (entity: unknown) => (data: Json) => Promise<Json>;
  sanitizeCreateInput: (data: Json) => Promise<Json>;
};

/** The content manager's permission checker for the signed-in staff member and one type. */
export function permissionChecker(
  strapi: Core.Strapi,
  userAbility: unknown,
  model: string,
): PermissionChecker {
  return permissionCheckers(strapi).create({ userAbility, model });
}
