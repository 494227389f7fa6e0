import type { Core } from '@strapi/strapi';

/**
 * A Strapi for a unit test, with only the parts the code under test reaches. That code is typed
 * against the whole `Core.Strapi`, which no test builds, so this is the one place a partial one
 * stands in for it: the top-level names are checked, and a part left out fails the test with a
 * TypeError naming it.
 */
export function fakeStrapi(parts: { [Key in keyof Core.Strapi]?: unknown }): Core.Strapi {
  return parts as Core.Strapi;
}
