import { NO_STORE } from './cache-control';
import type { CmsError } from './cms-error';

/**
 * The answer of a generated file (sitemap, feed) while the CMS cannot be read: a 503 that says
 * so, kept by no cache, with when to try again; the cause goes to the log.
 */
export function resourceUnavailable(name: string, error: CmsError): Response {
  console.error(`[web] ${name}: ${error.message}`);
  return new Response(`The ${name} is temporarily unavailable; try again in a few seconds.`, {
    status: 503,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': NO_STORE,
      'Retry-After': '10',
    },
  });
}
