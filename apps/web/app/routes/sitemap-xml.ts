import { Readable } from 'node:stream';
import { SitemapStream, streamToPromise } from 'sitemap';
import { localizePath } from '~/i18n/language';
import { PAGE_CACHE_CONTROL } from '~/lib/cache-control';
import { CmsError } from '~/lib/cms-error';
import { env } from '~/lib/env.server';
import { resourceUnavailable } from '~/lib/resource-unavailable.server';
import { sitemapEntries } from '~/lib/sitemap-entries.server';

/**
 * `/sitemap.xml`: every page in each language it exists in, with its alternates. Mirror pages
 * (canonical elsewhere, docs/decisions/037) are left out; a Spanish-only page has no English URL.
 */
export async function loader() {
  let entries: Awaited<ReturnType<typeof sitemapEntries>>;
  try {
    entries = await sitemapEntries();
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    return resourceUnavailable('sitemap', error);
  }
  const { siteUrl } = env();
  const items = entries
    .filter((entry) => !entry.mirror)
    .flatMap((entry) => {
      const es = localizePath(entry.path, 'es');
      const en = localizePath(entry.path, 'en');
      const links = [
        { lang: 'es', url: `${siteUrl}${es}` },
        ...(entry.english ? [{ lang: 'en', url: `${siteUrl}${en}` }] : []),
        { lang: 'x-default', url: `${siteUrl}${es}` },
      ];
      const lastmod = entry.lastmod ? { lastmod: entry.lastmod } : {};
      const urls = entry.english ? [es, en] : [es];
      return urls.map((url) => ({ url, links, ...lastmod }));
    });
  const xml = await streamToPromise(
    Readable.from(items).pipe(new SitemapStream({ hostname: siteUrl })),
  );
  return new Response(xml.toString(), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': PAGE_CACHE_CONTROL,
    },
  });
}
