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
