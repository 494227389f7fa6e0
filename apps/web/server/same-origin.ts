import { translate } from '@brilla/i18n';
import type { Request, RequestHandler } from 'express';

/** Methods that change nothing; everything else must come from the site itself. */
const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Server-to-server: the CMS publish webhook carries its own bearer secret and no Origin. */
const EXEMPT_PATH = /^\/webhooks\/cms\/?$/i;

function originOf(value: string): string | null {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * A browser says where a post comes from: `Origin` on every POST, `Sec-Fetch-Site` in current
 * browsers. Another site's form (CSRF) shows a foreign Origin or `cross-site`; a request with
 * neither (curl, a server, an old browser without JavaScript) is let through.
 */
function isForeignPost(req: Request, siteOrigin: string): boolean {
  if (req.get('sec-fetch-site')?.toLowerCase() === 'cross-site') return true;
  const origin = req.get('origin');
  if (origin === undefined) return false;
  // The request's own origin (Host, or X-Forwarded-Host/-Proto from a trusted proxy) or SITE_URL's.
  const own = req.host ? originOf(`${req.protocol}://${req.host}`) : null;
  return origin !== siteOrigin && origin !== own;
}

/**
 * Form posts (`POST /contactanos`, `POST /en/contactanos.data`, any non-GET/HEAD) only from the
 * site's own origin: anything else gets 403 with a short text in the path's language, before
 * React Router reads the body.
 */
export function sameOriginPosts({ siteOrigin }: { siteOrigin: string }): RequestHandler {
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || EXEMPT_PATH.test(req.path)) return next();
    if (!isForeignPost(req, siteOrigin)) return next();
    const language = /^\/en(\/|\.data$|$)/.test(req.path) ? 'en' : 'es';
    res
      .status(403)
      .set('Cache-Control', 'no-store')
      .set('Content-Language', language)
      .type('text/plain; charset=utf-8')
      // The contact form's failure text: the site's only form is the contact form.
      .send(`${translate(language, 'contact.failure')}\n`);
  };
}
