import { randomBytes } from 'node:crypto';

/**
 * A random secret of `bytes` bytes, base64 unless told otherwise.
 */
export function secret(bytes: number = 24, encoding: BufferEncoding = 'base64') {
  return randomBytes(bytes).toString(encoding);
}

/**
 * The web's credential at the CMS (CMS_API_TOKEN) in every test stack: the CMS creates its token
 * from it, the web sends it, and tests that call the CMS's content API directly send it too.
 */
export const STACK_API_TOKEN = 'cms-api-token-of-the-test-stacks-0123456789abcdef';

export type StackSecrets = Record<
  | 'APP_KEYS'
  | 'API_TOKEN_SALT'
  | 'ADMIN_JWT_SECRET'
  | 'TRANSFER_TOKEN_SALT'
  | 'JWT_SECRET'
  | 'ENCRYPTION_KEY'
  | 'CMS_API_TOKEN',
  string
>;

/**
 * The secrets a CMS needs to start, and the web's token. One set per run when several CMS replicas share a database
 * (an admin token from one works on the other).
 */
export function stackSecrets(): StackSecrets {
  return {
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
    CMS_API_TOKEN: STACK_API_TOKEN,
  };
}
