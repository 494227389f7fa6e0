import { redirect } from 'react-router';
import { languageFromCookie } from '~/i18n/language-storage';
import { NO_STORE } from '~/lib/cache-control';
import { HOME_PATH } from '~/lib/site-paths';
import type { Route } from './+types/root-redirect';

/** `/` → `/inicio` (or `/en/inicio` for a visitor who chose English); `/en` → `/en/inicio`. */
export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const english =
    pathname.startsWith('/en') || languageFromCookie(request.headers.get('cookie')) === 'en';
  // The answer depends on a cookie: never shared by a cache.
  return redirect(english ? `/en${HOME_PATH}` : HOME_PATH, {
    status: 302,
    headers: { 'Cache-Control': NO_STORE, Vary: 'Cookie' },
  });
}
