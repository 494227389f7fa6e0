// Admin panel customisation (bundled by `strapi build`).
export default {
  config: {
    // The release check calls api.github.com from the browser; the admin's CSP allows only the
    // CMS itself (config/middlewares.ts), and upgrades are done through the lockfile anyway.
    notifications: { releases: false },
  },
  bootstrap() {},
};
