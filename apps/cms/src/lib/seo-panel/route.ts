import type { Core } from '@strapi/strapi';
import { envUrl } from '../../env';
import { routeHandler } from '../route-handler';
import { type SeoPanelSettings, seoFields } from './seo-fields';

type Ctx = { status: number; body: unknown; set: (name: string, value: string) => void };

/** GET /seo-panel's answer: SITE_URL's origin and the types with SEO, from the loaded schemas. */
function seoPanelSettings(strapi: Pick<Core.Strapi, 'contentTypes'>): SeoPanelSettings {
  return {
    siteUrl: envUrl('SITE_URL', ['https:', 'http:'])?.origin ?? null,
    fields: seoFields(strapi.contentTypes),
  };
}

/**
 * `GET /seo-panel` on the admin API (admin JWT, any signed-in staff): what the edit view's
 * "Vista en buscadores" panel (src/admin/seo-panel/) cannot know in the browser, the site's
 * public address (the admin bundle is built before SITE_URL is known) and which types have SEO.
 * Signed out: 401. Nothing secret: the address is public, the field names are the admin's own.
 */
export function registerSeoPanelRoute(strapi: Core.Strapi): void {
  strapi.server.routes({
    type: 'admin',
    prefix: '/seo-panel',
    routes: [
      {
        method: 'GET',
        path: '/',
        config: { policies: ['admin::isAuthenticatedAdmin'] },
        info: { type: 'admin' },
        handler: routeHandler(async (ctx: Ctx) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = seoPanelSettings(strapi);
        }),
      },
    ],
  });
}
