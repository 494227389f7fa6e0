import { DEFAULT_ADMIN_LANGUAGE, defaultToSpanish } from './language';

// Admin panel customisation (bundled by `strapi build`).
export default {
  config: {
    // Spanish besides Strapi's built-in English; each user picks in Profile → Interface language.
    locales: [DEFAULT_ADMIN_LANGUAGE],
    translations: {
      // Category names of the page builder's block picker.
      es: { blocks: 'Bloques de página', shared: 'Partes compartidas' },
      en: { blocks: 'Page blocks', shared: 'Shared parts' },
    },
    // The release check calls api.github.com from the browser; the admin's CSP allows only the
    // CMS itself (config/middlewares.ts), and upgrades are done through the lockfile anyway.
    notifications: { releases: false },
  },
  // Runs before the admin first renders, which is when Strapi reads the stored language.
  register() {
    defaultToSpanish(window.localStorage);
  },
  bootstrap() {},
};
