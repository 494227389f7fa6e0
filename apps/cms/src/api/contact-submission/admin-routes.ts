import { Readable } from 'node:stream';
import { CONTACT_EMAIL_MAX } from '@brilla/validation';
import type { Core, UID } from '@strapi/strapi';
import { permissionChecker } from '../../lib/content-manager-permissions';
import { requestLanguage } from '../../lib/request-language';
import { routeHandler } from '../../lib/route-handler';
import { EXPORT_READ_FIELDS, exportFileName } from './lib/export-columns';
import { describeRefusals, exportQueryFromList } from './lib/export-filters';
import { contactService } from './lib/services';
import { CONTACT_UID } from './lib/types';
import type { Staff } from './services/inbox';

type Ctx = {
  state: { userAbility: unknown; user?: Staff };
  query: Record<string, unknown>;
  request: { body?: unknown };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
  forbidden: (message?: string) => void;
  badRequest: (message: string, details?: unknown) => void;
};

/** The erasure endpoint's refusals, in the admin's language (the dialog shows them). */
const ERASURE_MESSAGES = {
  es: {
    email:
      'Escriba la dirección de correo completa de la persona (por ejemplo ana@ejemplo.com): se suprimen los mensajes enviados desde ella.',
    partial: (permitted: number, total: number) =>
      `Su rol puede suprimir ${permitted} de los ${total} mensajes de esta dirección, así que no se suprimió ninguno; pida a alguien con el rol Comercial que atienda la solicitud.`,
  },
  en: {
    email:
      "Type the person's full e-mail address (for example ana@example.com): the messages sent from it are erased.",
    partial: (permitted: number, total: number) =>
      `Your role may erase ${permitted} of the ${total} messages of this address, so none was erased; ask someone with the Comercial role to answer the request.`,
  },
} as const;

const inbox = (strapi: Core.Strapi) => contactService(strapi, 'inbox');

/**
 * Admin-only routes of the contact inbox (docs/decisions/053), on the admin API (admin JWT):
 * - GET  /contact-inbox/export.csv?filters…&_q=…  the content manager's current filter as CSV;
 *   needs "read" on contact submissions and on every exported field (the content manager's own
 *   permission and conditions). The filter passes an allowlist (lib/export-filters.ts):
 *   anything else answers 400 naming what was refused. The admin's list has the button.
 * - POST /contact-inbox/erasure {"email": "…"}  deletes every message of that address and
 *   writes an audit entry; needs "delete" on contact submissions.
 * Without a valid admin token: 401; signed in without the permission: 403.
 */
export function registerInboxAdminRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/contact-inbox',
    routes: [
      {
        method: 'GET',
        path: '/export.csv',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { apiName: 'contact-submission', type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          const permissions = permissionChecker(strapi, ctx.state.userAbility, CONTACT_UID);
          if (permissions.cannot.read()) return ctx.forbidden();
          const hidden = EXPORT_READ_FIELDS.filter((field) =>
            permissions.cannot.read(undefined, field),
          );
          if (hidden.length > 0) {
            return ctx.forbidden(
              `Your role may not read ${hidden.join(', ')} of contact messages, which the export contains; ask an administrator for the Comercial role.`,
            );
          }
          const allowed = exportQueryFromList(ctx.query);
          if (!allowed.ok) {
            return ctx.badRequest(describeRefusals(allowed.refused), { refused: allowed.refused });
          }
          const query = await permissions.sanitizedQuery.read({
            filters: allowed.filters,
            _q: allowed.search,
          });
          ctx.set('Content-Type', 'text/csv; charset=utf-8');
          ctx.set('Content-Disposition', `attachment; filename="${exportFileName(new Date())}"`);
          ctx.set('Cache-Control', 'no-store');
          ctx.status = 200;
          ctx.body = Readable.from(
            inbox(strapi).exportCsv({
              filters: query.filters,
              _q: typeof query._q === 'string' ? query._q : undefined,
            }),
          );
        }),
      },
      {
        method: 'POST',
        path: '/erasure',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { apiName: 'contact-submission', type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          const permissions = permissionChecker(strapi, ctx.state.userAbility, CONTACT_UID);
          if (permissions.cannot.delete()) return ctx.forbidden();
          const body = ctx.request.body as { email?: unknown } | undefined;
          const email = typeof body?.email === 'string' ? body.email.trim() : '';
          const say = ERASURE_MESSAGES[requestLanguage(strapi)];
          if (!email.includes('@') || email.length > CONTACT_EMAIL_MAX || /[\s,<>]/.test(email)) {
            return ctx.badRequest(say.email, { field: 'email' });
          }
          // The role's conditions count (Strapi's Author may delete only what it created): the
          // caller must be allowed to delete every message of the address, or none is erased.
          const all = { email: { $eqi: email } };
          const scoped = await permissions.sanitizedQuery.delete({ filters: all });
          const documents = strapi.documents(CONTACT_UID as UID.ContentType);
          const [total, permitted] = await Promise.all([
            documents.count({ filters: all }),
            documents.count({ filters: scoped.filters as typeof all }),
          ]);
          if (permitted < total) return ctx.forbidden(say.partial(permitted, total));
          const staff = ctx.state.user as Staff;
          const deleted = await inbox(strapi).eraseByEmail(email, staff);
          ctx.status = 200;
          ctx.body = { data: { deleted } };
        }),
      },
    ],
  });
}
