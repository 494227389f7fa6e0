import type { Core, UID } from '@strapi/strapi';
import { permissionChecker } from '../../lib/content-manager-permissions';
import { requestLanguage } from '../../lib/request-language';
import { routeHandler } from '../../lib/route-handler';
import { readScheduleRequest, SCHEDULABLE } from './lib/rules';
import { cancelChange, findChange, listChanges, scheduleChange } from './lib/scheduler';

type Staff = { firstname?: string | null; lastname?: string | null; email?: string };
type Ctx = {
  state: { userAbility: unknown; user?: Staff };
  query: Record<string, unknown>;
  params: { id?: string };
  request: { body?: unknown };
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
  forbidden: (message?: string) => void;
  badRequest: (message: string, details?: unknown) => void;
  notFound: (message?: string) => void;
};

const MESSAGES = {
  es: {
    forbidden:
      'Tu rol no puede publicar este tipo de contenido en ese idioma, así que tampoco programarlo; pide a un Editor que lo programe.',
    noDraft:
      'No hay borrador de esta entrada en ese idioma; guárdala antes de programar su publicación.',
    notPublished:
      'Esta entrada no está publicada en ese idioma ni tiene una publicación programada antes de esa hora; no hay nada que despublicar.',
    gone: 'Esa programación ya no existe (se hizo o alguien la canceló); recarga la página.',
  },
  en: {
    forbidden:
      'Your role may not publish this content type in that language, so it may not schedule it either; ask an Editor to schedule it.',
    noDraft: 'This entry has no draft in that language; save it before scheduling its publication.',
    notPublished:
      'This entry is not published in that language and has no publication scheduled before that time; there is nothing to unpublish.',
    gone: 'That schedule no longer exists (it ran or someone cancelled it); reload the page.',
  },
} as const;

const staffName = (user: Staff | undefined) =>
  [user?.firstname, user?.lastname].filter(Boolean).join(' ') || user?.email || '';

async function hasVersion(
  strapi: Core.Strapi,
  uid: string,
  entryId: string,
  locale: string,
  status: 'draft' | 'published',
): Promise<boolean> {
  const found = await strapi
    .documents(uid as UID.ContentType)
    .findOne({ documentId: entryId, locale, status, fields: ['id'] });
  return found !== null;
}

/**
 * Admin routes of scheduled publishing (docs/decisions/020), on the admin API (admin JWT),
 * for the edit view's "Programación" panel and the lists' "Programado" column:
 * - GET    /scheduled-changes?contentType=…[&entryId=…]  needs read on that type;
 * - PUT    /scheduled-changes {contentType, entryId, entryLocale, change, runAt}  schedules (or
 *   moves) a publish or unpublish of one entry in one language; needs publish on that type and
 *   language, as publishing by hand does;
 * - DELETE /scheduled-changes/:id  cancels one; the same permission.
 * Without a valid admin token: 401; signed in without the permission: 403; bad input: 400 with
 * what to do, in the admin's language.
 */
export function registerScheduleAdminRoutes(strapi: Core.Strapi): void {
  const config = { policies: ['admin::isAuthenticatedAdmin'] };
  const info = { apiName: 'scheduled-change', type: 'admin' };
  strapi.server.routes({
    type: 'admin',
    prefix: '/scheduled-changes',
    routes: [
      {
        method: 'GET',
        path: '/',
        config,
        info,
        handler: routeHandler(async (ctx: Ctx) => {
          const contentType = String(ctx.query.contentType ?? '');
          if (!SCHEDULABLE.has(contentType)) return ctx.forbidden();
          if (permissionChecker(strapi, ctx.state.userAbility, contentType).cannot.read())
            return ctx.forbidden();
          const entryId = typeof ctx.query.entryId === 'string' ? ctx.query.entryId : undefined;
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { data: await listChanges(strapi, contentType, entryId) };
        }),
      },
      {
        method: 'PUT',
        path: '/',
        config,
        info,
        handler: routeHandler(async (ctx: Ctx) => {
          const language = requestLanguage(strapi);
          const read = readScheduleRequest(ctx.request.body, SCHEDULABLE, new Date(), language);
          if (!read.ok) {
            return ctx.badRequest(read.refusal.message, { field: read.refusal.field });
          }
          const { request } = read;
          const { contentType, entryId, entryLocale } = request;
          if (
            permissionChecker(strapi, ctx.state.userAbility, contentType).cannot.publish({
              locale: entryLocale,
            })
          ) {
            return ctx.forbidden(MESSAGES[language].forbidden);
          }
          if (request.change === 'publish') {
            if (!(await hasVersion(strapi, contentType, entryId, entryLocale, 'draft'))) {
              return ctx.badRequest(MESSAGES[language].noDraft, { field: 'entry' });
            }
          } else {
            const published = await hasVersion(
              strapi,
              contentType,
              entryId,
              entryLocale,
              'published',
            );
            const publishFirst = (await listChanges(strapi, contentType, entryId)).some(
              (other) =>
                other.change === 'publish' &&
                other.entryLocale === entryLocale &&
                new Date(other.runAt) < request.runAt,
            );
            if (!published && !publishFirst) {
              return ctx.badRequest(MESSAGES[language].notPublished, { field: 'change' });
            }
          }
          ctx.body = { data: await scheduleChange(strapi, request, staffName(ctx.state.user)) };
        }),
      },
      {
        method: 'DELETE',
        path: '/:id',
        config,
        info,
        handler: routeHandler(async (ctx: Ctx) => {
          const language = requestLanguage(strapi);
          const id = Number(ctx.params.id);
          const change = Number.isSafeInteger(id) ? await findChange(strapi, id) : null;
          if (change === null) return ctx.notFound(MESSAGES[language].gone);
          const permissions = permissionChecker(strapi, ctx.state.userAbility, change.contentType);
          if (permissions.cannot.publish({ locale: change.entryLocale })) {
            return ctx.forbidden(MESSAGES[language].forbidden);
          }
          await cancelChange(strapi, id);
          ctx.status = 204;
          ctx.body = null;
        }),
      },
    ],
  });
}
