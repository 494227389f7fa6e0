import { redirect } from 'react-router';
import { siteLocation } from '~/lib/language';
import { previewClearCookie } from '../../../server/preview';
import type { Route } from './+types/exit-route';

/**
 * `GET /api/preview/exit?to=/path`: ends the preview (clears the cookie, whatever state it is
 * in) and goes back to that page of the site, now as visitors see it. `to` is made a site path
 * first (`siteLocation`), so the link cannot send anyone to another site nor break the header.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get('to');
  const secure = url.protocol === 'https:';
  return redirect(to ? siteLocation(to) : '/', {
    headers: {
      'Set-Cookie': previewClearCookie({ secure }),
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
