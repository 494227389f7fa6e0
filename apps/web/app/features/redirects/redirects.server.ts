import { normalizePath, sitePath } from '@brilla/validation';
import { data, redirect } from 'react-router';
import { NO_STORE } from '~/lib/cache-control';
import { listRedirects } from '~/lib/cms.server';
import { CmsError } from '~/lib/cms-error';

/** A request path as the CMS stores `from`: decoded, without a trailing slash. */
function comparable(pathname: string): string {
  try {
    return normalizePath(decodeURIComponent(pathname));
  } catch {
    return pathname; // a malformed escape matches no redirect
  }
}

/**
 * A redirect's target: a path of this site (made one: `//other.example` cannot pass for it) or a
 * full http(s) address; anything else (the CMS refuses it on save) is no redirect.
 */
function targetOf(to: string): { href: string; internal: boolean } | null {
  if (to.startsWith('/')) return { href: sitePath(to), internal: true };
  try {
    const url = new URL(to);
    return url.protocol === 'http:' || url.protocol === 'https:'
      ? { href: url.href, internal: false }
      : null;
  } catch {
    return null;
  }
}

/**
 * Where a request for a missing page goes instead: the redirect staff set for its path (a site
 * path keeps the visitor's query, e.g. campaign tags), or null. A CMS failure is no redirect:
 * the visitor gets the 404 page, never an error page, for an address that has no page anyway.
 * Not kept by browsers (a kept 301 is kept for ever): staff may change or delete a redirect.
 */
async function redirectFor(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const path = comparable(url.pathname);
  let found: Awaited<ReturnType<typeof listRedirects>>[number] | undefined;
  try {
    // `from` is stored normalized (the CMS's redirect rules), so it is compared as it is.
    found = (await listRedirects()).find((entry) => entry.from === path);
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] ${error.message} (redirects, answering 404 for ${url.pathname})`);
    return null;
  }
  const to = found ? targetOf(found.to) : null;
  if (!found || !to) return null;
  const keepQuery = to.internal && url.search && !to.href.includes('?');
  const target = keepQuery ? `${to.href}${url.search}` : to.href;
  const status = found.statusCode === 308 ? 308 : 301;
  return redirect(target, { status, headers: { 'Cache-Control': NO_STORE } });
}

/**
 * What a loader throws when its page or post does not exist: the staff's redirect for the path
 * when there is one, the 404 page (with `body` for the error view) otherwise.
 */
export async function notFound<T>(request: Request, body: T): Promise<never> {
  throw (await redirectFor(request)) ?? data(body, { status: 404 });
}
