import { languageFromPath } from '~/i18n/language';
import { PAGE_CACHE_CONTROL } from '~/lib/cache-control';
import { CmsError } from '~/lib/cms-error';
import { contentReader, readSiteSetting } from '~/lib/content.server';
import { resourceUnavailable } from '~/lib/resource-unavailable.server';
import { webManifest } from '~/lib/web-manifest';
import type { Route } from './+types/web-manifest-route';

/** `/manifest.webmanifest` and `/en/manifest.webmanifest`: the web app manifest per language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  try {
    const { setting } = await readSiteSetting(contentReader(context), lang);
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
