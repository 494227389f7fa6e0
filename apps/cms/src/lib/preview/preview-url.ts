import { signPreviewLink } from '@brilla/signed';
import { PREVIEWS } from '@brilla/types';
import { EnvError, envOptional, envUrl, isProduction } from '../../env';

/** Shortest PREVIEW_SECRET accepted in production (the web checks the same). */
const PREVIEW_SECRET_MIN = 32;

/** What the site can preview (@brilla/types' CONTENT_TYPES), by uid: the link's `type`. */
const PREVIEW_NAMES: ReadonlyMap<string, string> = new Map(
  PREVIEWS.map((preview) => [preview.uid, preview.name]),
);

export type PreviewSettings = { siteUrl: URL; secret: string };

/**
 * SITE_URL (the site's public address, as editors' browsers reach it) and PREVIEW_SECRET (the
 * same on the web): preview is on only with both. In production a secret under 32 characters
 * stops the start.
 */
export function previewSettings(): PreviewSettings | null {
  const siteUrl = envUrl('SITE_URL', ['https:', 'http:']);
  const secret = envOptional('PREVIEW_SECRET');
  if (isProduction() && secret !== undefined && secret.length < PREVIEW_SECRET_MIN) {
    throw new EnvError(
      `PREVIEW_SECRET has ${secret.length} characters; production needs at least ${PREVIEW_SECRET_MIN} (e.g. \`openssl rand -hex 32\`), the same on the CMS and the web.`,
    );
  }
  if (siteUrl === undefined || secret === undefined) return null;
  return { siteUrl, secret };
}

export type PreviewParams = { documentId?: string; locale?: string | null; status?: string };

/**
 * The link behind the admin's "Open preview" (Strapi's `admin.preview.config.handler`): the web's
 * `/api/preview` with the type, the document, its locale and the version the editor is looking
 * at, signed with PREVIEW_SECRET for that entry only and for 15 minutes (`@brilla/signed`: the
 * secret is never in the link; Strapi asks for a new link each time the preview opens). The web finds the entry's page itself. Types the site does not show: no link
 * (Strapi then shows no preview button).
 */
function previewUrl(
  uid: string,
  { documentId, locale, status }: PreviewParams,
  { siteUrl, secret }: PreviewSettings,
): string | null {
  const type = PREVIEW_NAMES.get(uid);
  if (type === undefined || !documentId) return null;
  const url = new URL('/api/preview', siteUrl);
  url.search = new URLSearchParams(
    signPreviewLink(secret, {
      type,
      documentId,
      locale: locale ?? 'es',
      status: status === 'published' ? 'published' : 'draft',
    }),
  ).toString();
  return url.toString();
}

/**
 * Strapi's admin `preview` setting. Off (no button, no "Set up preview" promotion) without
 * SITE_URL and PREVIEW_SECRET. The site's origin may be framed by the admin: it is added to the
 * admin's `frame-src` in config/middlewares.ts (Strapi's `allowedOrigins` would do it by a
 * merge that breaks our one-string directives), so `allowedOrigins` is left out here.
 */
export function previewConfig() {
  const settings = previewSettings();
  if (settings === null) return { enabled: false };
  return {
    enabled: true,
    config: {
      handler: (uid: string, params: PreviewParams) => previewUrl(uid, params, settings),
    },
  };
}

/** The origins the admin may frame: the site's, when preview is on. */
export function previewFrameOrigins(): string[] {
  const settings = previewSettings();
  return settings === null ? [] : [settings.siteUrl.origin];
}
