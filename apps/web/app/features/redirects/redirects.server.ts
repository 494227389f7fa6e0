import { comparablePath } from '@brilla/validation';
import { data, redirect } from 'react-router';
import { siteLocation } from '~/i18n/language';
import { NO_STORE } from '~/lib/cache-control';
import { listRedirects } from '~/lib/cms.server';
import { CmsError } from '~/lib/cms-error';
import { env } from '~/lib/env.server';

/** More hops than this (the CMS refuses chains on save) and the redirect is not followed. */
const MAX_HOPS = 5;

type Target = { href: string; internal: boolean };

/**
 * A redirect's target: a path of this site (made one: `//other.example` cannot pass for it; an
 * address on the site's own origin counts as its path) or a full http(s) address; anything else
 * (the CMS refuses it on save) is no redirect.
 */
function targetOf(to: string): Target | null {
  if (to.startsWith('/')) return { href: siteLocation(to), internal: true };
  if (!URL.canParse(to)) return null;
  const url = new URL(to);
  if (url.origin === env().siteOrigin)
    return { href: siteLocation(`${url.pathname}${url.search}`), internal: true };
  return url.protocol === 'http:' || url.protocol === 'https:'
    ? { href: url.href, internal: false }
    : null;
}

type Entry = Awaited<ReturnType<typeof listRedirects>>[number];

/**
 * Where `path` ends up: its redirect's target, followed through further redirects of the site
 * (a chain the CMS missed answers the final target at once), or null when there is none, or a
 * loop or more than MAX_HOPS (logged: staff must fix it; the visitor gets the 404 page).
 */
function finalTarget(entries: readonly Entry[], path: string): { entry: Entry; to: Target } | null {
  const byFrom = new Map(entries.map((entry) => [comparablePath(entry.from), entry]));
  const first = byFrom.get(path);
  let to = first ? targetOf(first.to) : null;
  if (!first || !to) return null;
  const seen = new Set([path]);
  while (to.internal) {
    const next = comparablePath(to.href.split('?', 1)[0] ?? to.href);
    const entry = byFrom.get(next);
    if (!entry) break;
    if (seen.has(next) || seen.size >= MAX_HOPS) {
      console.error(
        `[web] the redirects from ${path} loop or chain past ${MAX_HOPS} steps (${[...seen, next].join(' → ')}): answering 404; fix them in the CMS`,
      );
      return null;
    }
    seen.add(next);
    const following = targetOf(entry.to);
    if (!following) break;
    to = following;
  }
  return { entry: first, to };
}

/**
 * Where a request for a missing page goes instead: the redirect staff set for its path (a site
 * path keeps the visitor's query, e.g. campaign tags), or null. A CMS failure is no redirect:
 * the visitor gets the 404 page, never an error page, for an address that has no page anyway.
 * Not kept by browsers (a kept 301 is kept for ever): staff may change or delete a redirect.
 */
async function redirectFor(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  let entries: Entry[];
  try {
    entries = await listRedirects();
  } catch (error) {
    if (!(error instanceof CmsError)) throw error;
    console.error(`[web] ${error.message} (redirects, answering 404 for ${url.pathname})`);
    return null;
  }
  const found = finalTarget(entries, comparablePath(url.pathname));
  if (!found) return null;
  const { to } = found;
  const keepQuery = to.internal && url.search && !to.href.includes('?');
  const target = keepQuery ? `${to.href}${url.search}` : to.href;
  const status = found.entry.statusCode === 308 ? 308 : 301;
  return redirect(target, { status, headers: { 'Cache-Control': NO_STORE } });
}

/**
 * What a loader throws when its page or post does not exist: the staff's redirect for the path
 * when there is one, the 404 page (with `body` for the error view) otherwise.
 */
export async function notFound<T>(request: Request, body: T): Promise<never> {
  throw (await redirectFor(request)) ?? data(body, { status: 404 });
}
