import type { Core } from '@strapi/strapi';
import { describe, expect, it } from 'vitest';
import { fakeStrapi } from '../../tests/helpers/fake-strapi';
import { permissionChecker } from './content-manager-permissions';
import {
  adminActionProvider,
  adminAuth,
  adminContentTypes,
  adminRoles,
  adminUsers,
  apiService,
  apiTokens,
  controllerActions,
  documentManager,
  documentsOf,
  encryption,
  permissionCheckers,
  populateBuilder,
} from './strapi-services';

type Lookup = (strapi: Core.Strapi) => object;
const fn = () => undefined;
const serviceWith = (methods: readonly string[]) =>
  Object.fromEntries(methods.map((method) => [method, fn]));

/** Each typed lookup: how Strapi names the service, and the methods the CMS calls. */
const LOOKUPS: [string, Lookup, 'service' | 'content-manager', string, string[]][] = [
  [
    'adminRoles',
    adminRoles,
    'service',
    'admin::role',
    ['getSuperAdmin', 'findOne', 'create', 'update', 'assignPermissions'],
  ],
  ['adminUsers', adminUsers, 'service', 'admin::user', ['create']],
  [
    'adminAuth',
    adminAuth,
    'service',
    'admin::auth',
    ['checkCredentials', 'hashPassword', 'validatePassword'],
  ],
  ['apiTokens', apiTokens, 'service', 'admin::api-token', ['hash', 'create', 'update']],
  ['encryption', encryption, 'service', 'admin::encryption', ['encrypt']],
  ['adminContentTypes', adminContentTypes, 'service', 'admin::content-type', ['getNestedFields']],
  ['permissionCheckers', permissionCheckers, 'content-manager', 'permission-checker', ['create']],
  [
    'documentManager',
    documentManager,
    'content-manager',
    'document-manager',
    ['findOne', 'exists', 'update'],
  ],
];

function strapiWith(where: 'service' | 'content-manager', name: string, service: unknown) {
  return fakeStrapi({
    service: (uid: string) => (where === 'service' && uid === name ? service : undefined),
    plugin: (plugin: string) => ({
      service: (uid: string) =>
        where === 'content-manager' && plugin === 'content-manager' && uid === name
          ? service
          : undefined,
    }),
  });
}

describe('typed Strapi services', () => {
  it.each(LOOKUPS)(
    '%s finds its service with every method it calls',
    (_, lookup, where, name, methods) => {
      const service = serviceWith(methods);
      expect(lookup(strapiWith(where, name, service))).toBe(service);
    },
  );

  it.each(LOOKUPS)(
    '%s names the service and the method a Strapi upgrade took away',
    (_, lookup, where, name, methods) => {
      const label = where === 'service' ? name : `content-manager.${name}`;
      for (const missing of methods) {
        const service = serviceWith(methods.filter((method) => method !== missing));
        expect(() => lookup(strapiWith(where, name, service)), missing).toThrow(
          `Strapi's ${label} service has no ${missing}(); check it after a Strapi upgrade.`,
        );
        expect(() => lookup(strapiWith(where, name, { ...service, [missing]: 'text' }))).toThrow(
          `has no ${missing}()`,
        );
      }
      expect(() => lookup(strapiWith(where, 'elsewhere', serviceWith(methods)))).toThrow(
        `Strapi's ${label} service has no ${methods[0]}()`,
      );
    },
  );

  it("finds the admin's permission actions, or names what a Strapi upgrade took away", () => {
    const actionProvider = serviceWith(['register']);
    expect(
      adminActionProvider(strapiWith('service', 'admin::permission', { actionProvider })),
    ).toBe(actionProvider);
    for (const service of [{ actionProvider: {} }, {}, undefined]) {
      expect(() =>
        adminActionProvider(strapiWith('service', 'admin::permission', service)),
      ).toThrow(
        "Strapi's admin::permission actionProvider service has no register(); check it after a Strapi upgrade.",
      );
    }
  });

  it('finds our own services by uid', () => {
    const service = serviceWith(['find']);
    expect(
      apiService<{ find: () => undefined }>(
        strapiWith('service', 'api::blog.blog', service),
        'api::blog.blog',
        ['find'],
      ),
    ).toBe(service);
  });

  it("builds the content manager's populate for a type", () => {
    const built = { populateFromQuery: () => ({ build: async () => ({}) }) };
    const asked: string[] = [];
    const strapi = strapiWith('content-manager', 'populate-builder', (uid: string) => {
      asked.push(uid);
      return built;
    });
    expect(populateBuilder(strapi)('api::blog.blog')).toBe(built);
    expect(asked).toEqual(['api::blog.blog']);
    expect(() => populateBuilder(strapiWith('content-manager', 'populate-builder', {}))).toThrow(
      "Strapi's content-manager.populate-builder service is not a function.",
    );
  });

  it('hands over controllers, documents and permission checkers as Strapi gives them', () => {
    const controller = { login: fn };
    const documents = { findMany: fn };
    const checker = { cannot: {} };
    const created: unknown[] = [];
    const strapi = fakeStrapi({
      controller: (uid: string) => (uid === 'admin::authentication' ? controller : undefined),
      documents: (uid: string) => (uid === 'api::blog.blog' ? documents : undefined),
      plugin: () => ({
        service: (uid: string) =>
          uid === 'permission-checker'
            ? {
                create: (input: unknown) => {
                  created.push(input);
                  return checker;
                },
              }
            : undefined,
      }),
    });
    expect(controllerActions(strapi, 'admin::authentication')).toBe(controller);
    expect(documentsOf(strapi, 'api::blog.blog')).toBe(documents);
    expect(permissionChecker(strapi, 'ability', 'api::blog.blog')).toBe(checker);
    expect(created).toEqual([{ userAbility: 'ability', model: 'api::blog.blog' }]);
  });
});
