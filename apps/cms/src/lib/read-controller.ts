import type { Core, UID } from '@strapi/strapi';
import { deepPopulate, type PopulateMap } from './populate';
import { apiService } from './strapi-services';

type Query = Record<string, unknown>;
type Ctx = Parameters<Core.CoreAPI.Controller.Base['validateQuery']>[0];
type Base = Core.CoreAPI.Controller.Base;
/** The core service methods the read controllers call, typed loosely on purpose: data is opaque here. */
type ReadService = {
  find: (query: Query) => Promise<unknown>;
  findOne: (id: string, query: Query) => Promise<unknown>;
};

/** Deep populate of a content type, computed from the loaded schemas. */
export function populateFor(strapi: Core.Strapi, uid: UID.ContentType): PopulateMap {
  return deepPopulate(
    strapi.contentType(uid),
    (component) => strapi.components[component as UID.Component],
  );
}

/** `this` of a core controller override: Strapi types its methods as optional, they never are. */
type Self = Partial<Base>;

function core(self: Self): Base {
  return self as Base;
}

function service(strapi: Core.Strapi, uid: UID.ContentType): ReadService {
  // A single type's core service has no findOne: only what every read calls is checked.
  return apiService<ReadService>(strapi, uid as UID.Service, ['find']);
}

/**
 * The core `find` with the query rewritten by the CMS (validation and sanitisation of the
 * client's query still apply first, so strictParams and permissions behave as in core).
 */
export async function findWith(
  self: Self,
  strapi: Core.Strapi,
  uid: UID.ContentType,
  ctx: Ctx,
  rewrite: (query: Query) => Query,
): Promise<unknown> {
  const controller = core(self);
  await controller.validateQuery(ctx);
  const query = rewrite(await controller.sanitizeQuery(ctx));
  const found = await service(strapi, uid).find(query);
  if (found && typeof found === 'object' && 'results' in found) {
    const { results, pagination } = found as { results: unknown; pagination: unknown };
    const sanitized = await controller.sanitizeOutput(results, ctx);
    return controller.transformResponse(sanitized, { pagination });
  }
  // Single types answer the entity itself.
  return controller.transformResponse(await controller.sanitizeOutput(found, ctx));
}

export async function findOneWith(
  self: Self,
  strapi: Core.Strapi,
  uid: UID.ContentType,
  ctx: Ctx,
  rewrite: (query: Query) => Query,
): Promise<unknown> {
  const controller = core(self);
  await controller.validateQuery(ctx);
  const query = rewrite(await controller.sanitizeQuery(ctx));
  const id = String((ctx.params as Record<string, unknown>).id ?? '');
  const entity = await service(strapi, uid).findOne(id, query);
  return controller.transformResponse(await controller.sanitizeOutput(entity, ctx));
}
