import type { Core, UID } from '@strapi/strapi';
import { LOCALES } from './locales';

/** What the Editor role edits, publishes and deletes, in every language of the site (and redirects). */
const EDITOR_CONTENT: readonly UID.ContentType[] = [
  'api::page.page',
  'api::blog.blog',
  'api::banner.banner',
  'api::testimonial.testimonial',
  'api::site-setting.site-setting',
  'api::calculator-setting.calculator-setting',
  'api::redirect.redirect',
];
/** What the Autor role writes (drafts only: an Editor reviews and publishes). */
const AUTHOR_CONTENT: readonly UID.ContentType[] = [
  'api::page.page',
  'api::blog.blog',
  'api::banner.banner',
  'api::testimonial.testimonial',
];
const CONTACT = 'api::contact-submission.contact-submission';
const ERASURES = 'api::contact-erasure.contact-erasure';
/** The only contact-message fields the Comercial role may change: the status and the note. */
const COMERCIAL_EDITABLE_FIELDS = ['leadStatus', 'note'] as const;

/** The media library, as Strapi gives its own Editor role, for every file. */
const MEDIA_ACTIONS = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
];

const CM = 'plugin::content-manager.explorer';

type Permission = {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] };
  conditions?: string[];
};
type RoleDefinition = {
  name: string;
  /** Codes of roles this one takes over: Strapi's own "Editor" is renamed to ours, not doubled. */
  codes: readonly string[];
  description: string;
  permissions: (strapi: Core.Strapi) => Permission[];
};

type Schema = Core.Strapi['contentTypes'][UID.ContentType];
type ContentTypeService = {
  getNestedFields: (model: Schema, options: { components: unknown }) => string[];
};

function isLocalized(schema: Schema): boolean {
  const options = schema.pluginOptions as { i18n?: { localized?: boolean } } | undefined;
  return options?.i18n?.localized === true;
}

/** Every field path of a type, as the admin's role editor stores "all fields". */
function allFields(strapi: Core.Strapi, schema: Schema): string[] {
  const service = strapi.service('admin::content-type') as unknown as ContentTypeService;
  return service.getNestedFields(schema, { components: strapi.components });
}

const locales = (schema: Schema) =>
  isLocalized(schema) ? { locales: LOCALES.map((locale) => locale.code) } : {};

/**
 * Writing a type in every language: create, read and update on all its fields; with `publishes`,
 * also delete and (for types with drafts) publish.
 */
function writeActions(strapi: Core.Strapi, uid: UID.ContentType, publishes: boolean): Permission[] {
  const schema = strapi.contentType(uid);
  const fields = allFields(strapi, schema);
  const actions: Permission[] = ['create', 'read', 'update'].map((action) => ({
    action: `${CM}.${action}`,
    subject: uid,
    properties: { fields, ...locales(schema) },
  }));
  if (!publishes) return actions;
  actions.push({ action: `${CM}.delete`, subject: uid, properties: locales(schema) });
  if (schema.options?.draftAndPublish === true)
    actions.push({ action: `${CM}.publish`, subject: uid, properties: locales(schema) });
  return actions;
}

const ADMIN_ROLES: readonly RoleDefinition[] = [
  {
    name: 'Editor',
    codes: ['strapi-editor', 'brilla-editor'],
    description:
      'Crea, edita, publica y borra páginas, entradas del blog, banners, testimonios, redirecciones y ajustes en español e inglés; biblioteca de medios. Sin usuarios, roles ni configuración.',
    permissions: (strapi) => [
      ...EDITOR_CONTENT.flatMap((uid) => writeActions(strapi, uid, true)),
      ...MEDIA_ACTIONS.map((action) => ({ action })),
    ],
  },
  {
    name: 'Autor',
    // Strapi's own "Author" becomes ours (one role that writes, not two).
    codes: ['strapi-author', 'brilla-autor'],
    description:
      'Escribe y revisa en la vista previa páginas, entradas del blog, banners y testimonios en español e inglés, sin publicarlos ni borrarlos: un Editor los revisa y publica. Biblioteca de medios sin borrar.',
    permissions: (strapi) => [
      ...AUTHOR_CONTENT.flatMap((uid) => writeActions(strapi, uid, false)),
      ...MEDIA_ACTIONS.map((action) => ({ action })),
    ],
  },
  {
    name: 'Comercial',
    codes: ['brilla-comercial'],
    description:
      'Lee los mensajes de contacto, cambia su estado (Nuevo, Contactado, Calificado, Descartado), anota, exporta y atiende las solicitudes de supresión (Ley 1581), con su registro. Nada más.',
    permissions: (strapi) => [
      {
        action: `${CM}.read`,
        subject: CONTACT,
        properties: { fields: allFields(strapi, strapi.contentType(CONTACT)) },
      },
      {
        action: `${CM}.update`,
        subject: CONTACT,
        properties: { fields: [...COMERCIAL_EDITABLE_FIELDS] },
      },
      // The sales team answers habeas data requests: erasure (POST /contact-inbox/erasure, the
      // list's "Solicitud de supresión") needs this, and so does deleting one message…
      { action: `${CM}.delete`, subject: CONTACT, properties: {} },
      // …and reads the log of what was erased, when and by whom (never whose).
      {
        action: `${CM}.read`,
        subject: ERASURES,
        properties: { fields: allFields(strapi, strapi.contentType(ERASURES)) },
      },
    ],
  },
];

type RoleRow = { id: number; name: string; code: string; description?: string };
type RoleService = {
  findOne: (where: Record<string, unknown>) => Promise<RoleRow | null>;
  create: (data: { name: string; code: string; description: string }) => Promise<RoleRow>;
  update: (where: { id: number }, data: { name: string; description: string }) => Promise<RoleRow>;
  assignPermissions: (roleId: number, permissions: Permission[]) => Promise<unknown>;
};

/**
 * Creates the Editor, Autor and Comercial admin roles and sets their permissions on every start:
 * these roles are defined here, so a change made to them in the admin is undone at the next start
 * (make another role for a variation). Other roles are left alone.
 */
export async function syncAdminRoles(strapi: Core.Strapi): Promise<void> {
  const roles = strapi.service('admin::role') as unknown as RoleService;
  for (const definition of ADMIN_ROLES) {
    let role: RoleRow | null = null;
    for (const code of definition.codes) role ??= await roles.findOne({ code });
    role ??= await roles.findOne({ name: definition.name });
    const { name, description } = definition;
    if (!role) {
      role = await roles.create({ name, description, code: definition.codes.at(-1) as string });
    } else if (role.name !== name || role.description !== description) {
      role = await roles.update({ id: role.id }, { name, description });
    }
    await roles.assignPermissions(role.id, definition.permissions(strapi));
  }
}
