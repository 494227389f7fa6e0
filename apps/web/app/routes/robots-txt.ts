import { PAGE_CACHE_CONTROL } from '~/lib/cache-control';
import { env } from '~/lib/env.server';

/** `/robots.txt`: everything may be crawled; names the sitemap. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /error',
    '',
    `Sitemap: ${env().siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL },
  });
}
