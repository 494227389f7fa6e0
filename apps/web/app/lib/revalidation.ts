import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { languageFromPath } from '~/i18n/language';

/**
 * Loaders re-run on navigation and on "Reintentar", but not after a contact post (content did not
 * change, and a CMS outage must not replace the form with an error page) nor when only the query
 * changes on the same page (the calculator keeps its inputs there).
 */
export function shouldRevalidateContent({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return false;
  if (languageFromPath(currentUrl.pathname) !== languageFromPath(nextUrl.pathname)) return true;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search)
    return false;
  return defaultShouldRevalidate;
}

/** For routes whose loader reads the query (blog pages): only skip re-runs after a post. */
export function shouldRevalidateOnGet({
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== 'GET') return false;
  return defaultShouldRevalidate;
}
