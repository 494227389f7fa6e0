import { languageFromPath } from '~/i18n/language';
import { PAGE_CACHE_CONTROL } from '~/lib/cache-control';
import { cmsReader, listBlogs } from '~/lib/cms.server';
import { CmsError } from '~/lib/cms-error';
import { readSiteSetting } from '~/lib/content.server';
import { env } from '~/lib/env.server';
import { resourceUnavailable } from '~/lib/resource-unavailable.server';
import type { Route } from './+types/blog-feed-route';
import { blogFeed, FEED_SIZE } from './blog-feed.server';

/** `/blog/feed.xml` and `/en/blog/feed.xml`: the blog's RSS 2.0 feed in the URL's language. */
export async function loader({ request }: Route.LoaderArgs) {
  const lang = languageFromPath(new URL(request.url).pathname);
  try {
    // The site settings as every page reads them (Spanish while English has none).
    const [posts, { setting }] = await Promise.all([
      listBlogs(lang, 1, FEED_SIZE),
      readSiteSetting(cmsReader(null), lang),
    ]);
    return new Response(blogFeed(lang, env().siteUrl, posts.items, setting), {
      headers: {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': PAGE_CACHE_CONTROL,
      },
    });
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return resourceUnavailable('blog feed', error);
  }
}
