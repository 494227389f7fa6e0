import { VERSIONED_TYPES } from '@brilla/types';
import type { Core } from '@strapi/strapi';
import { errors, setCreatorFields } from '@strapi/utils';
import { LOCALES } from '../../bootstrap/locales';
import { type PermissionChecker, permissionChecker } from '../../lib/content-manager-permissions';
import { requestLanguage } from '../../lib/request-language';
import { routeHandler } from '../../lib/route-handler';
import { staffTime } from '../../lib/staff-time';
import { documentManager, populateBuilder } from '../../lib/strapi-services';
import { restoreData, summarize } from './lib/snapshot';
import {
  existingReferences,
  findVersion,
  getModelOf,
  listVersions,
  readEntry,
  type VersionRow,
} from './lib/store';
import { VERSIONS_KEPT } from './lib/types';

type Json = Record<string, unknown>;
type Ctx = {
  state: { userAbility: unknown; user?: Json };
  query: Record<string, unknown>;
  params: Record<string, string | undefined>;
  status: number;
  body: unknown;
  set: (name: string, value: string) => void;
  forbidden: (message?: string) => void;
  notFound: (message?: string) => void;
  badRequest: (message: string, details?: unknown) => void;
};

/** The endpoints' refusals, in the admin's language. */
const MESSAGES = {
  es: {
    query: 'Indique el tipo (página o entrada del blog), la entrada y el idioma.',
    noVersion: 'Esa versión ya no está guardada (solo se guardan las últimas). Recargue la lista.',
    noEntry: 'La entrada de esa versión ya no existe.',
    invalid:
      'Esta versión no cumple las reglas actuales del contenido (por ejemplo, su ruta la usa ahora otra entrada), así que el borrador no cambió. Copie a mano lo que necesite de ella.',
  },
  en: {
    query: 'Give the type (page or blog post), the entry and the language.',
    noVersion: 'That version is no longer kept (only the latest are). Reload the list.',
    noEntry: 'The entry of that version no longer exists.',
    invalid:
      "This version does not meet the content's current rules (for example, another entry now uses its slug), so the draft did not change. Copy what you need from it by hand.",
  },
} as const;

/**
 * The draft of an entry in one language, read as the content manager reads it before checking a
 * read or an update (with what the role's conditions look at, such as its creator), or null.
 */
async function draftFor(
  strapi: Core.Strapi,
  permissions: PermissionChecker,
  action: 'read' | 'update',
  model: string,
  documentId: string,
  locale: string,
): Promise<Json | null> {
  const permissionQuery = await permissions.sanitizedQuery[action]({});
  const populate = await populateBuilder(strapi)(model).populateFromQuery(permissionQuery).build();
  return documentManager(strapi).findOne(documentId, model, { populate, locale, status: 'draft' });
}

const isoTime = (value: string | Date) => new Date(value).toISOString();

function versionView(strapi: Core.Strapi, version: VersionRow) {
  return {
    id: version.id,
    publishedAt: isoTime(version.createdAt),
    /** Bogotá's time, as staff read every time in the admin. */
    time: staffTime(version.createdAt) as string,
    publishedBy: version.publishedByName,
    summary: summarize(version.content, version.contentType, getModelOf(strapi)),
  };
}

/**
 * Admin-only routes of the published versions (docs/decisions/019), on the admin API (admin JWT):
 * - GET  /published-versions?contentType=…&documentId=…&locale=…  the versions of that entry in
 *   that language, newest first, each with when (ISO and Bogotá's time), who, and a summary, and
 *   the summary of the current draft to compare; needs the content manager's "read" on the type
 *   (and on that entry, for a role with conditions).
 * - POST /published-versions/:id/restore  writes that version into the draft of its entry and
 *   language (never publishing), as the content manager's save does; answers what could not be
 *   brought back (`dropped`: media or related entries deleted since). Needs "update" on the type,
 *   that entry and that language, as the content manager's save does.
 * Without a valid admin token: 401; signed in without the permission: 403.
 */
export function registerPublishedVersionRoutes(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/published-versions',
    routes: [
      {
        method: 'GET',
        path: '/',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { apiName: 'published-version', type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          const say = MESSAGES[requestLanguage(strapi)];
          const { contentType, documentId, locale } = ctx.query;
          if (
            typeof contentType !== 'string' ||
            !VERSIONED_TYPES.includes(contentType) ||
            typeof documentId !== 'string' ||
            documentId === '' ||
            !LOCALES.some((known) => known.code === locale)
          ) {
            return ctx.badRequest(say.query);
          }
          const language = locale as string;
          const permissions = permissionChecker(strapi, ctx.state.userAbility, contentType);
          if (permissions.cannot.read()) return ctx.forbidden();
          const draft = await draftFor(
            strapi,
            permissions,
            'read',
            contentType,
            documentId,
            language,
          );
          if (draft && permissions.cannot.read(draft)) return ctx.forbidden();
          const [versions, draftContent] = await Promise.all([
            listVersions(strapi, contentType, documentId, language),
            readEntry(strapi, contentType, documentId, language, 'draft'),
          ]);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = {
            data: {
              versions: versions.map((version) => versionView(strapi, version)),
              draft: draftContent ? summarize(draftContent, contentType, getModelOf(strapi)) : null,
              kept: VERSIONS_KEPT,
            },
          };
        }),
      },
      {
        method: 'POST',
        path: '/:id/restore',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { apiName: 'published-version', type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          const say = MESSAGES[requestLanguage(strapi)];
          const id = Number(ctx.params.id);
          const version = Number.isSafeInteger(id) && id > 0 ? await findVersion(strapi, id) : null;
          if (!version || !VERSIONED_TYPES.includes(version.contentType)) {
            return ctx.notFound(say.noVersion);
          }
          const model = version.contentType;
          const { entryDocumentId: documentId, entryLocale: locale } = version;
          const permissions = permissionChecker(strapi, ctx.state.userAbility, model);
          if (permissions.cannot.update()) return ctx.forbidden();
          if (!(await documentManager(strapi).exists(model, documentId))) {
            return ctx.notFound(say.noEntry);
          }
          // The content manager's own rule for a save: update on this draft (its language, its
          // conditions), or create when the entry has no draft in that language.
          const draft = await draftFor(strapi, permissions, 'update', model, documentId, locale);
          if (draft ? permissions.cannot.update(draft) : permissions.cannot.create()) {
            return ctx.forbidden();
          }
          const { data, dropped } = restoreData(
            version.content,
            model,
            getModelOf(strapi),
            await existingReferences(strapi, version.content, model),
          );
          const permitted = draft
            ? await permissions.sanitizeUpdateInput(draft)(data)
            : await permissions.sanitizeCreateInput(data);
          const withEditor = (await setCreatorFields({
            user: ctx.state.user as { id: number },
            isEdition: draft !== null,
          })(permitted)) as Json;
          try {
            // The path of an editor's save: the slug shared by both languages follows, and a
            // publish of it later adds the redirect from the old address.
            await documentManager(strapi).update(documentId, model, { data: withEditor, locale });
          } catch (error) {
            if (error instanceof errors.ValidationError) {
              return ctx.badRequest(say.invalid, { errors: error.details });
            }
            throw error;
          }
          ctx.body = { data: { restored: versionView(strapi, version), dropped } };
        }),
      },
    ],
  });
}
