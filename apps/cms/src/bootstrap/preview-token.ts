import type { Core } from '@strapi/strapi';
import { EnvError, envOptional, isProduction } from '../env';
import { PUBLIC_ACTIONS } from './permissions';

/** The token's name in Settings > API Tokens. */
const PREVIEW_TOKEN_NAME = 'Vista previa del sitio (web)';

/** Shortest CMS_PREVIEW_TOKEN accepted in production. */
const PREVIEW_TOKEN_MIN = 32;

/**
 * Reading what the site shows, drafts included, and nothing else: no writes, no submissions.
 * Exactly the public role's read actions (one list, bootstrap/permissions.ts).
 */
function previewTokenPermissions(): string[] {
  return [...PUBLIC_ACTIONS];
}

type TokenRow = { id: number; accessKey?: string };
type TokenService = {
  hash: (accessKey: string) => string;
  create: (attributes: Record<string, unknown>) => Promise<TokenRow>;
};
type EncryptionService = { encrypt: (value: string) => string | null };

/**
 * When CMS_PREVIEW_TOKEN is set, makes sure a read-only API token with exactly that key exists,
 * so the README's `pnpm start`, the tests and the e2e stack preview without an editor creating
 * one by hand. Strapi keeps only a hash of a token's key, so the token is created through
 * Strapi's service (type, permissions) and its key then set to the hash of the given value;
 * when the value changes, the token named PREVIEW_TOKEN_NAME gets the new key. Unset: nothing is
 * created (the operator makes a read-only token in the admin and gives it to the web).
 */
export async function ensurePreviewToken(
  strapi: Core.Strapi,
): Promise<'created' | 'updated' | 'exists' | 'skipped'> {
  const key = envOptional('CMS_PREVIEW_TOKEN');
  if (key === undefined) return 'skipped';
  if (isProduction() && key.length < PREVIEW_TOKEN_MIN) {
    throw new EnvError(
      `CMS_PREVIEW_TOKEN has ${key.length} characters; production needs at least ${PREVIEW_TOKEN_MIN} (e.g. \`openssl rand -hex 32\`), the same on the CMS and the web.`,
    );
  }
  const tokens = strapi.service('admin::api-token') as unknown as TokenService;
  const encryption = strapi.service('admin::encryption') as unknown as EncryptionService;
  const rows = strapi.db.query('admin::api-token');
  const accessKey = tokens.hash(key);
  const keyFields = { accessKey, encryptedKey: encryption.encrypt(key) };
  if (await rows.findOne({ where: { accessKey } })) return 'exists';
  const named = (await rows.findOne({ where: { name: PREVIEW_TOKEN_NAME } })) as TokenRow | null;
  if (named) {
    await rows.update({ where: { id: named.id }, data: keyFields });
    return 'updated';
  }
  const created = await tokens.create({
    name: PREVIEW_TOKEN_NAME,
    description: 'La web lee con ella los borradores para la vista previa. Solo lectura.',
    type: 'custom',
    lifespan: null,
    permissions: previewTokenPermissions(),
  });
  await rows.update({ where: { id: created.id }, data: keyFields });
  return 'created';
}
