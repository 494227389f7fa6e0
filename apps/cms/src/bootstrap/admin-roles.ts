import { type StaffAccess, type StaffRole, staffContent } from '@brilla/types';
import type { Core, UID } from '@strapi/strapi';
import { READ_VISITS } from '../api/site-visit/lib/permission';
import { type AdminRole, adminContentTypes, adminRoles } from '../lib/strapi-services';
import { LOCALES } from './locales';

type Permission = {
  action: string;
  subject?: string | null;
  properties?: { fields?: string[]; locales?: string[] };
  conditions?: string[];
};

/** The only fields `triage` may change (the contact inbox's): the status and the note. */
const TRIAGE_FIELDS = ['leadStatus', 'note'] as const;

/** The media library, as Strapi gives its own Editor role, for every file. */
const MEDIA: readonly Permission[] = [
  'plugin::upload.read',
  'plugin::upload.configure-view',
  'plugin::upload.assets.create',
  'plugin::upload.assets.update',
  'plugin::upload.assets.download',
  'plugin::upload.assets.copy-link',
].map((action) => ({ action }));

const CM = 'plugin::content-manager.explorer';

/** The site's figures (the admin's "Analítica"): visits, sources, conversions, speed. */
const VISITS: readonly Permission[] = [{ action: READ_VISITS }];

type RoleDefinition = {
  name: StaffRole;
  /** Codes of roles this one takes over: Strapi's own "Editor" is renamed to ours, not doubled. */
  codes: readonly string[];
  description: string;
  /** Besides the content its manifest entries give it (@brilla/types' CONTENT_TYPES). */
  extra: readonly Permission[];
};

type Schema = Core.Strapi['contentTypes'][UID.ContentType];
function isLocalized(schema: Schema): boolean {
  const options = schema.pluginOptions as { i18n?: { localized?: boolean } } | undefined;
  return options?.i18n?.localized === true;
}

/** Every field path of a type, as the admin's role editor stores "all fields". */
function allFields(strapi: Core.Strapi, schema: Schema): string[] {
  return adminContentTypes(strapi).getNestedFields(schema, { components: strapi.components });
}

const locales = (schema: Schema) =>
  isLocalized(schema) ? { locales: LOCALES.map((locale) => locale.code) } : {};

/**
 * What `access` (@brilla/types' StaffAccess) grants on a type, in every language: `write`
 * creates, reads and updates all fields; `publish` also deletes and (for types with drafts)
 * publishes; `triage` reads all fields, updates the status and note, and deletes; `read` reads.
 */
function contentActions(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  access: StaffAccess,
): Permission[] {
  const schema = strapi.contentType(uid);
  const fields = allFields(strapi, schema);
  const all = { fields, ...locales(schema) };
  const grant = (action: string, properties: Permission['properties']): Permission => ({
    action: `${CM}.${action}`,
    subject: uid,
    properties,
  });
  switch (access) {
    case 'read':
      return [grant('read', all)];
    case 'triage':
      return [
        grant('read', all),
        grant('update', { fields: [...TRIAGE_FIELDS] }),
        // Erasure (POST /contact-inbox/erasure, the list's "Solicitud de supresión") deletes.
        grant('delete', {}),
      ];
    case 'write':
      return ['create', 'read', 'update'].map((action) => grant(action, all));
    case 'publish': {
      const actions = contentActions(strapi, uid, 'write');
      actions.push(grant('delete', locales(schema)));
      if (schema.options?.draftAndPublish === true) actions.push(grant('publish', locales(schema)));
      return actions;
    }
  }
}

/** A role's permissions: its content, from the manifest, and its extras. */
function rolePermissions(strapi: Core.Strapi, definition: RoleDefinition): Permission[] {
  return [
    ...staffContent(definition.name).flatMap(([uid, access]) =>
      contentActions(strapi, uid as UID.ContentType, access),
    ),
    ...definition.extra,
  ];
}

const ADMIN_ROLES: readonly RoleDefinition[] = [
  {
    name: 'Editor',
    codes: ['strapi-editor', 'brilla-editor'],
    description:
      'Crea, edita, publica y borra páginas, entradas del blog, banners, testimonios, redirecciones y ajustes en español e inglés; biblioteca de medios; analítica del sitio. Sin usuarios, roles ni configuración.',
    extra: [...MEDIA, ...VISITS],
  },
  {
    name: 'Autor',
    // Strapi's own "Author" becomes ours (one role that writes, not two).
    codes: ['strapi-author', 'brilla-autor'],
    description:
      'Escribe y revisa en la vista previa páginas, entradas del blog, banners y testimonios en español e inglés, sin publicarlos ni borrarlos: un Editor los revisa y publica. Biblioteca de medios sin borrar.',
    extra: MEDIA,
  },
  {
    name: 'Comercial',
    codes: ['brilla-comercial'],
    // The sales team answers habeas data requests and reads the log of what was erased, when
    // and by whom (never whose): `triage` of the messages, `read` of the erasures.
    description:
      'Lee los mensajes de contacto, cambia su estado (Nuevo, Contactado, Calificado, Descartado), anota, exporta y atiende las solicitudes de supresión (Ley 1581), con su registro; ve la analítica del sitio. Nada más.',
    extra: VISITS,
  },
];

/**
 * Creates the Editor, Autor and Comercial admin roles and sets their permissions on every start:
 * these roles are defined here, so a change made to them in the admin is undone at the next start
 * (make another role for a variation). Other roles are left alone.
 */
export async function syncAdminRoles(strapi: Core.Strapi): Promise<void> {
  const roles = adminRoles(strapi);
  for (const definition of ADMIN_ROLES) {
    let role: AdminRole | null = null;
    for (const code of definition.codes) role ??= await roles.findOne({ code });
    role ??= await roles.findOne({ name: definition.name });
    const { name, description } = definition;
    if (!role) {
      role = await roles.create({ name, description, code: definition.codes.at(-1) as string });
    } else if (role.name !== name || role.description !== description) {
      role = await roles.update({ id: role.id }, { name, description });
    }
    await roles.assignPermissions(role.id, rolePermissions(strapi, definition));
  }
}
