import { API_TOKEN_MIN, resolveApiToken } from '@brilla/signed';
import { SITE_READ_ACTIONS } from '@brilla/types';
import type { Core } from '@strapi/strapi';
import { EnvError, envOptional, isProduction } from '../env';
import { apiTokens, encryption } from '../lib/strapi-services';

/** The contact route's action (src/api/contact-submission/routes): posting a message, nothing else. */
export const CONTACT_SUBMIT_ACTION = 'api::contact-submission.contact-submission.submit';
/** The visit counts' route (src/api/site-visit/routes): adding the web's counts, nothing else. */
export const VISIT_RECORD_ACTION = 'api::site-visit.site-visit.record';

type TokenSpec = {
  /** The environment variable holding the key the web sends. */
  variable: 'CMS_API_TOKEN' | 'CMS_PREVIEW_TOKEN';
  /** Its name in Settings > API Tokens (unique; a changed key replaces the one under this name). */
  name: string;
  description: string;
  permissions: readonly string[];
};

/**
 * The web's credential on every call (docs/decisions/062-cms-answers-only-the-web.md): the
 * site's reads and the contact route. The public role has no permission at all
 * (bootstrap/permissions.ts), so nothing else reaches the content API, whatever the spelling.
 */
const SITE_TOKEN: TokenSpec = {
  variable: 'CMS_API_TOKEN',
  name: 'Sitio web (lectura y formulario de contacto)',
  description:
    'La web lee con ella el contenido publicado y envía los mensajes de contacto y las cifras de visitas. No la borre: el sitio dejaría de funcionar.',
  permissions: [...SITE_READ_ACTIONS, CONTACT_SUBMIT_ACTION, VISIT_RECORD_ACTION],
};

/**
 * Drafts for the preview (docs/decisions/038-preview.md): the same reads (SITE_READ_ACTIONS,
 * derived from @brilla/types' CONTENT_TYPES), no submissions.
 */
const PREVIEW_TOKEN: TokenSpec = {
  variable: 'CMS_PREVIEW_TOKEN',
  name: 'Vista previa del sitio (web)',
  description: 'La web lee con ella los borradores para la vista previa. Solo lectura.',
  permissions: SITE_READ_ACTIONS,
};

type TokenRow = { id: number; accessKey?: string };

/** The site token's row id once bootstrap has made sure of it (read by the read-query guard). */
let siteTokenId: number | null = null;

/** Records which token row is the site's (bootstrap; tests). */
export function rememberSiteToken(id: number | null): void {
  siteTokenId = id;
}

/** Whether resolved request credentials are the site's token, which reads published content only. */
export function isSiteToken(credentials: unknown): boolean {
  return (
    siteTokenId !== null &&
    typeof credentials === 'object' &&
    credentials !== null &&
    (credentials as { id?: unknown }).id === siteTokenId
  );
}

/** CMS_API_TOKEN: required in production (32+ characters); any value, or development's, otherwise. */
export function siteTokenKey(): string {
  const key = envOptional(SITE_TOKEN.variable);
  const resolved = resolveApiToken(key, isProduction());
  if ('problem' in resolved) {
    throw new EnvError(
      `${SITE_TOKEN.variable} ${resolved.problem}; production needs a random value of at least ${API_TOKEN_MIN} characters (e.g. \`openssl rand -hex 32\`), the same on the CMS and the web.`,
    );
  }
  return resolved.token;
}

/**
 * Makes sure a Custom API token with exactly `key` exists under `spec.name`. Strapi keeps only a
 * hash of a token's key, so the token is created through Strapi's service (type, permissions)
 * and its key then set to the hash of the given value; when the value changes, the token of that
 * name gets the new key.
 */
async function ensureToken(
  strapi: Core.Strapi,
  spec: TokenSpec,
  key: string,
): Promise<{ id: number; outcome: 'created' | 'updated' | 'exists' }> {
  const tokens = apiTokens(strapi);
  const rows = strapi.db.query('admin::api-token');
  const accessKey = tokens.hash(key);
  const keyFields = { accessKey, encryptedKey: encryption(strapi).encrypt(key) };
  const existing = (await rows.findOne({ where: { accessKey } })) as TokenRow | null;
  if (existing) return { id: existing.id, outcome: 'exists' };
  const named = (await rows.findOne({ where: { name: spec.name } })) as TokenRow | null;
  if (named) {
    await rows.update({ where: { id: named.id }, data: keyFields });
    return { id: named.id, outcome: 'updated' };
  }
  const created = await tokens.create({
    name: spec.name,
    description: spec.description,
    type: 'custom',
    lifespan: null,
    permissions: [...spec.permissions],
  });
  await rows.update({ where: { id: created.id }, data: keyFields });
  return { id: created.id, outcome: 'created' };
}

/**
 * Gives the token exactly `spec.permissions`, adding what is missing and removing the rest: a
 * token made by an earlier version keeps its old permissions otherwise, and the web would get
 * 403 for a public type added since (or keep reading one made private).
 */
async function syncTokenPermissions(
  strapi: Core.Strapi,
  id: number,
  spec: TokenSpec,
): Promise<void> {
  const row = (await strapi.db.query('admin::api-token').findOne({
    where: { id },
    populate: ['permissions'],
  })) as { type?: string; permissions?: Array<{ action: string }> } | null;
  const held = new Set((row?.permissions ?? []).map((permission) => permission.action));
  const wanted = new Set(spec.permissions);
  const same = held.size === wanted.size && [...wanted].every((action) => held.has(action));
  if (row?.type === 'custom' && same) return;
  await apiTokens(strapi).update(id, { type: 'custom', permissions: [...wanted] });
}

/**
 * The web's tokens, from the values the CMS and the web share, each with exactly its
 * permissions: the site token always (CMS_API_TOKEN), the preview token when CMS_PREVIEW_TOKEN
 * is set (unset: preview is off, or the operator makes a read-only token in the admin and gives
 * it to the web).
 */
export async function ensureApiTokens(strapi: Core.Strapi): Promise<void> {
  const siteKey = siteTokenKey();
  const site = await ensureToken(strapi, SITE_TOKEN, siteKey);
  await syncTokenPermissions(strapi, site.id, SITE_TOKEN);
  rememberSiteToken(site.id);
  const previewKey = envOptional(PREVIEW_TOKEN.variable);
  if (previewKey === undefined) return;
  if (previewKey === siteKey) {
    throw new EnvError(
      `${PREVIEW_TOKEN.variable} is the same value as ${SITE_TOKEN.variable}; give each its own random value (drafts are read with the preview token only).`,
    );
  }
  if (isProduction() && previewKey.length < API_TOKEN_MIN) {
    throw new EnvError(
      `${PREVIEW_TOKEN.variable} has ${previewKey.length} characters; production needs at least ${API_TOKEN_MIN} (e.g. \`openssl rand -hex 32\`), the same on the CMS and the web.`,
    );
  }
  const preview = await ensureToken(strapi, PREVIEW_TOKEN, previewKey);
  await syncTokenPermissions(strapi, preview.id, PREVIEW_TOKEN);
}
