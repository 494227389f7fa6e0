import type { Core, UID } from '@strapi/strapi';
import type { PermissionChecker } from './content-manager-permissions';

type Json = Record<string, unknown>;

/** The methods of a service the caller names, so a lookup can check they are there. */
type Methods<T> = readonly (keyof T & string)[];

/**
 * Strapi types every service as `{ [key]: any }` (`strapi.service()`, a plugin's `service()`)
 * and declares none of the admin's or the content manager's. This is the one place a service
 * found by name becomes a typed one: the methods we call must be functions, so a Strapi upgrade
 * that renames one stops the CMS naming the service and the method, not a request later with
 * "undefined is not a function".
 */
function typed<T extends object>(
  found: Core.Service | undefined,
  name: string,
  methods: Methods<T>,
): T {
  for (const method of methods) {
    if (typeof found?.[method] !== 'function') {
      throw new Error(
        `Strapi's ${name} service has no ${method}(); check it after a Strapi upgrade.`,
      );
    }
  }
  return found as T;
}

/** One of our own services (src/api/<type>/services), typed by the caller from its module. */
export function apiService<T extends object>(
  strapi: Core.Strapi,
  uid: UID.Service,
  methods: Methods<T>,
): T {
  return typed<T>(strapi.service(uid), uid, methods);
}

export type AdminRole = { id: number; name: string; code: string; description?: string };
/** The admin's roles (`admin::role`): what bootstrap and the tests do with them. */
export type AdminRoles = {
  getSuperAdmin: () => Promise<AdminRole | null>;
  findOne: (where: Json) => Promise<AdminRole | null>;
  create: (data: { name: string; code?: string; description: string }) => Promise<AdminRole>;
  update: (
    where: { id: number },
    data: { name: string; description: string },
  ) => Promise<AdminRole>;
  /** Replaces the role's permissions: `{ action, subject, properties, conditions }` each. */
  assignPermissions: (roleId: number, permissions: readonly Json[]) => Promise<unknown>;
};
export const adminRoles = (strapi: Core.Strapi): AdminRoles =>
  typed<AdminRoles>(strapi.service('admin::role'), 'admin::role', [
    'getSuperAdmin',
    'findOne',
    'create',
    'update',
    'assignPermissions',
  ]);

/** The admin's staff accounts (`admin::user`); `create` takes roles by id. */
export type AdminUsers = { create: (data: Json) => Promise<unknown> };
export const adminUsers = (strapi: Core.Strapi): AdminUsers =>
  typed<AdminUsers>(strapi.service('admin::user'), 'admin::user', ['create']);

/** The admin's sign-in checks (`admin::auth`); sign-in-timing wraps `checkCredentials`. */
export type AdminAuth = {
  checkCredentials: (credentials: { email: string; password: string }) => Promise<unknown[]>;
  hashPassword: (password: string) => Promise<string>;
  validatePassword: (password: string, hash: string) => Promise<boolean>;
};
export const adminAuth = (strapi: Core.Strapi): AdminAuth =>
  typed<AdminAuth>(strapi.service('admin::auth'), 'admin::auth', [
    'checkCredentials',
    'hashPassword',
    'validatePassword',
  ]);

/** API tokens (`admin::api-token`): `hash` is how Strapi stores an access key. */
export type ApiTokens = {
  hash: (accessKey: string) => string;
  create: (attributes: Json) => Promise<{ id: number; accessKey: string }>;
  update: (id: number, attributes: { type: 'custom'; permissions: string[] }) => Promise<unknown>;
};
export const apiTokens = (strapi: Core.Strapi): ApiTokens =>
  typed<ApiTokens>(strapi.service('admin::api-token'), 'admin::api-token', [
    'hash',
    'create',
    'update',
  ]);

/** The admin's encryption (`admin::encryption`), which keeps tokens viewable in the admin. */
type Encryption = { encrypt: (value: string) => string | null };
export const encryption = (strapi: Core.Strapi): Encryption =>
  typed<Encryption>(strapi.service('admin::encryption'), 'admin::encryption', ['encrypt']);

/** The admin's content-type helper (`admin::content-type`): field paths as roles store them. */
type AdminContentTypes = {
  getNestedFields: (model: object, options: { components: unknown }) => string[];
};
export const adminContentTypes = (strapi: Core.Strapi): AdminContentTypes =>
  typed<AdminContentTypes>(strapi.service('admin::content-type'), 'admin::content-type', [
    'getNestedFields',
  ]);

const contentManager = (strapi: Core.Strapi, name: string) =>
  strapi.plugin('content-manager').service(name);

type PermissionCheckers = {
  create: (input: { userAbility: unknown; model: string }) => PermissionChecker;
};
export const permissionCheckers = (strapi: Core.Strapi): PermissionCheckers =>
  typed<PermissionCheckers>(
    contentManager(strapi, 'permission-checker'),
    'content-manager.permission-checker',
    ['create'],
  );

/** The content manager's document manager: an editor's reads and saves, with their hooks. */
export type DocumentManager = {
  findOne: (id: string, model: string, options: Json) => Promise<Json | null>;
  exists: (model: string, id: string) => Promise<boolean>;
  update: (id: string, model: string, options: Json) => Promise<unknown>;
};
export const documentManager = (strapi: Core.Strapi): DocumentManager =>
  typed<DocumentManager>(
    contentManager(strapi, 'document-manager'),
    'content-manager.document-manager',
    ['findOne', 'exists', 'update'],
  );

/** The content manager's populate builder: what its edit view reads of an entry. */
type PopulateBuilder = (uid: string) => {
  populateFromQuery: (query: Json) => { build: () => Promise<unknown> };
};
export function populateBuilder(strapi: Core.Strapi): PopulateBuilder {
  const found: unknown = contentManager(strapi, 'populate-builder');
  if (typeof found !== 'function') {
    throw new Error("Strapi's content-manager.populate-builder service is not a function.");
  }
  return (uid) => found(uid);
}

/**
 * A controller's actions, to wrap them. Strapi types an action with Koa's bare context (no
 * route params, state or error helpers), so the caller names the context its wrapper reads.
 */
type Action<Ctx> = (ctx: Ctx, next?: () => Promise<unknown>) => unknown;
export const controllerActions = <Ctx>(
  strapi: Core.Strapi,
  uid: UID.Controller,
): Record<string, Action<Ctx> | undefined> =>
  strapi.controller(uid) as Record<string, Action<Ctx> | undefined>;

/**
 * One type's Document Service with its entries typed as the caller reads them: without generated
 * content-type types, Strapi types an entry by its ids alone (`AnyDocument`), so the caller's
 * `Docs` states the fields of that type's schema. Where ids are all a caller reads, it assigns
 * `strapi.documents(uid)` to its type directly and Strapi checks it.
 */
export const documentsOf = <Docs extends object>(strapi: Core.Strapi, uid: UID.ContentType): Docs =>
  strapi.documents(uid) as Docs;

/** The admin's permission actions (`admin::permission`'s actionProvider): ours are registered at start. */
export type ActionProvider = {
  register: (action: {
    section: 'settings';
    category: string;
    displayName: string;
    uid: string;
  }) => unknown;
};
export const adminActionProvider = (strapi: Core.Strapi): ActionProvider =>
  typed<ActionProvider>(
    strapi.service('admin::permission')?.actionProvider,
    'admin::permission actionProvider',
    ['register'],
  );
