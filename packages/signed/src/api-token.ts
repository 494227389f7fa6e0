/**
 * The web's credential at the CMS (`CMS_API_TOKEN`): every call the web makes to the CMS's
 * content API and contact route carries it as a bearer token, and the CMS answers those routes
 * to nobody else, whatever path spelling a proxy lets through. Production sets the same random
 * value on both apps and refuses a shorter one; development (`pnpm dev`) and unit tests that set
 * none share the well-known value below, so nothing has to be copied between the apps.
 */
export const DEVELOPMENT_API_TOKEN = 'development-only-cms-api-token-never-in-production';

/** Shortest CMS_API_TOKEN accepted in production, on the CMS and on the web. */
export const API_TOKEN_MIN = 32;

/**
 * The token to use, or in production what is wrong with the value given (both apps word the rest
 * of their message): unset, under API_TOKEN_MIN characters, or the development value. Outside
 * production any value goes, and none means DEVELOPMENT_API_TOKEN.
 */
export function resolveApiToken(
  value: string | undefined,
  production: boolean,
): { token: string } | { problem: 'is not set' | 'is too short or the development value' } {
  if (!production) return { token: value ?? DEVELOPMENT_API_TOKEN };
  if (value === undefined) return { problem: 'is not set' };
  if (value.length < API_TOKEN_MIN || value === DEVELOPMENT_API_TOKEN) {
    return { problem: 'is too short or the development value' };
  }
  return { token: value };
}
