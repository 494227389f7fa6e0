import { redirect } from 'react-router';
import { siteLocation } from '~/i18n/language';
import { env } from '~/lib/env.server';
import type { Route } from './+types/exit-route';
import { previewClearCookie, previewCookieValue, verifyPreview } from './preview-cookie.server';

/**
 * `GET /api/preview/exit?to=/path`: ends the preview (clears the cookie, whatever state it is
 * in, and records its id as ended, so a copy of the cookie previews nothing either) and goes back
 * to that page of the site, now as visitors see it. `to` is made a site path first
 * (`siteLocation`), so the link cannot send anyone to another site nor break the header.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const claims = verifyPreview(
    previewCookieValue(request.headers.get('cookie')),
    env().preview?.secret ?? null,
  );
  if (claims) await context.endPreview(claims.id);
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
