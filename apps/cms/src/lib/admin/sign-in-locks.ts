import type { Core } from '@strapi/strapi';
import { routeHandler } from '../route-handler';
import type { LoginGuard } from './login-guard';

type Ctx = {
  params: { id?: string };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
  notFound: (message: string) => void;
};

/** Who may see and lift lockouts: whoever may edit admin users (Strapi's own permission). */
export const MANAGE_LOCKS = 'admin::users.update';

/**
 * The lockouts of the admin sign-in, for staff (Configuración → "Bloqueos de inicio de sesión",
 * src/admin/sign-in-locks/), on the admin API with the admin's token:
 * - GET    /sign-in-locks        the lockouts in force: `{ data: [{ id, kind, subject, until }] }`
 *   (kind `ip`, `email` or `device`; until an ISO time);
 * - DELETE /sign-in-locks/:id    lifts one at once and forgets its count (404 when it is over).
 * Both need Strapi's "update users" permission (`admin::hasPermissions`): 401 signed out, 403 without.
 */
export function registerSignInLockRoutes(strapi: Core.Strapi, guard: LoginGuard): void {
  const config = {
    policies: [
      'admin::isAuthenticatedAdmin',
      { name: 'admin::hasPermissions', config: { actions: [MANAGE_LOCKS] } },
    ],
  };
  strapi.server.routes({
    type: 'admin',
    prefix: '/sign-in-locks',
    routes: [
      {
        method: 'GET',
        path: '/',
        config,
        info: { type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          const locks = await guard.locks();
          ctx.set('Cache-Control', 'no-store');
          ctx.body = {
            data: locks.map(({ id, kind, subject, until }) => ({
              id,
              kind,
              subject,
              until: new Date(until).toISOString(),
            })),
          };
        }),
      },
      {
        method: 'DELETE',
        path: '/:id',
        config,
        info: { type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          // Stryker disable next-line StringLiteral: the router always fills `:id`; without one, any text names no lockout.
          const lifted = await guard.unlock(String(ctx.params.id ?? ''));
          if (!lifted) {
            return ctx.notFound(
              'Ese bloqueo ya no está en vigor (terminó o alguien lo levantó); recargue la lista.',
            );
          }
          ctx.status = 204;
          ctx.body = null;
        }),
      },
    ],
  });
}
