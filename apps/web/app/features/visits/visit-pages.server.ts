import { languageFromPath, stripLanguage } from '~/i18n/language';
import { CmsError } from '~/lib/cms-error';
import { sitemapEntries } from '~/lib/sitemap-entries.server';
import type { CountedPage } from './visit-tally.server';

/** How long the list of the site's pages is reused; an unknown path older than `RECHECK_MS` reads it again. */
const KNOWN_FOR_MS = 60_000;
const RECHECK_MS = 10_000;

let known: { paths: Set<string>; at: number } | null = null;

async function knownPaths(fresh: boolean): Promise<Set<string>> {
  const age = known ? Date.now() - known.at : Number.POSITIVE_INFINITY;
  if (known && age < (fresh ? RECHECK_MS : KNOWN_FOR_MS)) return known.paths;
  const entries = await sitemapEntries();
  known = { paths: new Set(entries.map((entry) => entry.path)), at: Date.now() };
  return known.paths;
}

/**
 * The Spanish path a page is counted under: no trailing slash, `/home` is `/inicio` (`/` is no
 * page: the site answers it with a redirect).
 */
function canonical(bare: string): string {
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '/home' ? '/inicio' : trimmed;
}

/**
 * The page a beacon's path names, when it is one of the site's (its pages, posts and code
 * pages, as the sitemap lists them): nobody can write counts for paths of their own making.
 * Null for any other path; 'unavailable' while the CMS cannot list them.
 */
export async function countedPage(path: string): Promise<CountedPage | null | 'unavailable'> {
  const language = languageFromPath(path);
  const bare = canonical(stripLanguage(path));
  try {
    if ((await knownPaths(false)).has(bare)) return { path: bare, language };
    return (await knownPaths(true)).has(bare) ? { path: bare, language } : null;
  } catch (error) {
    if (error instanceof CmsError) return 'unavailable';
    throw error;
  }
}

/** Forgets the list (tests). */
export function forgetKnownPages(): void {
  known = null;
}
