import { randomBytes } from 'node:crypto';

/**
 * A random secret of `bytes` bytes, base64 unless told otherwise.
 * @param {number} [bytes]
 * @param {BufferEncoding} [encoding]
 */
export function secret(bytes = 24, encoding = 'base64') {
  return randomBytes(bytes).toString(encoding);
}

/**
 * @typedef {Record<'APP_KEYS' | 'API_TOKEN_SALT' | 'ADMIN_JWT_SECRET' | 'TRANSFER_TOKEN_SALT' | 'JWT_SECRET' | 'ENCRYPTION_KEY', string>} StackSecrets
 */

/**
 * The secrets a CMS needs to start. One set per run when several CMS replicas share a database
 * (an admin token from one works on the other).
 * @returns {StackSecrets}
 */
export function stackSecrets() {
  return {
    APP_KEYS: `${secret()},${secret()}`,
    API_TOKEN_SALT: secret(),
    ADMIN_JWT_SECRET: secret(),
    TRANSFER_TOKEN_SALT: secret(),
    JWT_SECRET: secret(),
    ENCRYPTION_KEY: secret(),
  };
}
