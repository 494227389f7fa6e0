import { type Language, negotiateLanguage } from '@brilla/i18n';
import { redirect } from 'react-router';
import { languageFromPath, localizePath } from '~/i18n/language';
import { languageFromCookie } from '~/i18n/language-storage';
import { NO_STORE } from '~/lib/cache-control';
import { HOME_PATH } from '~/lib/site-paths';
import type { Route } from './+types/root-redirect';

/**
 * The language `/` opens in: the visitor's stored choice; else the one of ours their browser
 * ranks first (`Accept-Language`: `en-US,en;q=0.9` → English, `fr,en;q=0.5` → English); else
 * Spanish (no header, or none of ours).
 */
function preferredLanguage(headers: Headers): Language {
  return (
    languageFromCookie(headers.get('cookie')) ?? negotiateLanguage(headers.get('accept-language'))
  );
}

/**
 * `/` → the home page in the visitor's language; `/en` → `/en/inicio`. The query string goes
 * along: a campaign link to `/?utm_source=…` keeps its `utm_*` on the page it lands on.
 */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname, search } = new URL(request.url);
  // `/en` is English by its path; only `/` asks the visitor.
  const language = languageFromPath(pathname) === 'en' ? 'en' : preferredLanguage(request.headers);
  // The answer depends on a cookie and a header: never shared by a cache, and said so.
  return redirect(`${localizePath(HOME_PATH, language)}${search}`, {
    status: 302,
    headers: { 'Cache-Control': NO_STORE, Vary: 'Cookie, Accept-Language' },
  });
}
