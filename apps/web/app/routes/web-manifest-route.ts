import { languageFromPath } from '~/i18n/language';
import { PAGE_CACHE_CONTROL } from '~/lib/cache-control';
import { cmsReader } from '~/lib/cms.server';
import { CmsError } from '~/lib/cms-error';
import { readSiteSetting } from '~/lib/content.server';
import { resourceUnavailable } from '~/lib/resource-unavailable.server';
import { webManifest } from '~/lib/web-manifest';
import type { Route } from './+types/web-manifest-route';

/** `/manifest.webmanifest` and `/en/manifest.webmanifest`: the web app manifest per language. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  try {
    // Published settings only: the manifest is cached for everyone, preview or not.
    const { setting } = await readSiteSetting(cmsReader(null), lang);
    return new Response(JSON.stringify(webManifest(lang, setting)), {
      headers: {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': PAGE_CACHE_CONTROL,
      },
    });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return resourceUnavailable('web app manifest', error);
  }
}
