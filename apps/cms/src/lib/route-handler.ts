import type { Core } from '@strapi/strapi';

/**
 * A route handler typed by the context it reads. Strapi types a handler with Koa's bare context,
 * without what its router and server add (`params`, `state.user` and `state.userAbility`,
 * `ctx.badRequest()` and the other error helpers); each route declares the part it uses, and
 * this is the one place that takes Strapi at its word.
 */
export function routeHandler<Ctx>(handle: (ctx: Ctx) => Promise<unknown>): Core.MiddlewareHandler {
  return (context) => handle(context as Ctx);
}
