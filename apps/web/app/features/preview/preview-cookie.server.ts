import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PREVIEW_STATUSES, type PreviewState, type PreviewStatus } from '~/lib/preview-status';

/**
 * Preview mode (docs/decisions/038-preview.md). `/api/preview` (app/features/preview) checks
 * PREVIEW_SECRET and sets this cookie; every later request of that browser carries it. The
 * cookie says which version to show (`draft` or `published`) until when, with an id of its own,
 * signed with a key derived from PREVIEW_SECRET (HMAC-SHA256): a cookie anyone wrote or changed
 * is no preview, and one whose preview was exited (by its id) is none either.
 */
const PREVIEW_COOKIE = 'brilla_preview';

/** How long a preview lasts after opening it from the admin. */
export const PREVIEW_MAX_AGE_SECONDS = 2 * 60 * 60;

/** A valid cookie's claims: the grant, and the id its exit ends it by. */
type PreviewClaims = PreviewState & { id: string };

const isPreviewStatus = (value: unknown): value is PreviewStatus =>
  PREVIEW_STATUSES.some((status) => status === value);

/** The cookie's signing key: derived, so the URL's secret itself never signs anything. */
const signingKey = (secret: string) =>
  createHmac('sha256', secret).update('brilla preview cookie').digest();

const sign = (payload: string, secret: string) =>
  createHmac('sha256', signingKey(secret)).update(payload).digest('base64url');

/**
 * The cookie's value: `<payload>.<signature>`, payload `{"status":…,"exp":<unix seconds>,"id":…}`
 * (the id: 16 random bytes, base64url).
 */
export function signPreview(
  { status, now = Date.now() }: { status: PreviewStatus; now?: number },
  secret: string,
): string {
  const exp = Math.floor(now / 1000) + PREVIEW_MAX_AGE_SECONDS;
  const id = randomBytes(16).toString('base64url');
  const payload = Buffer.from(JSON.stringify({ status, exp, id })).toString('base64url');
  return `${payload}.${sign(payload, secret)}`;
}

/** The preview a cookie value grants, or null (unsigned, altered, expired, unknown status, no id). */
export function verifyPreview(
  value: string | null | undefined,
  secret: string | null,
  now = Date.now(),
): PreviewClaims | null {
  if (!secret || typeof value !== 'string') return null;
  const [payload, signature, ...rest] = value.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    // Claims that are no object (null, a number) have none of the fields, and are refused below.
    const { status, exp, id } = Object(claims) as Record<string, unknown>;
    // Stryker disable next-line ConditionalExpression: Number.isInteger refuses what is no number too; the typeof is there for the type.
    if (!isPreviewStatus(status) || typeof exp !== 'number' || !Number.isInteger(exp)) return null;
    if (typeof id !== 'string' || !/^[\w-]{22}$/.test(id)) return null;
    if (exp * 1000 <= now) return null;
    return { status, id };
  } catch {
    return null;
  }
}

/** The value of the preview cookie in a Cookie header (the first one), or null. */
export function previewCookieValue(cookieHeader: string | null | undefined): string | null {
  // Stryker disable next-line StringLiteral: any text without the cookie's name finds no preview cookie
  for (const part of String(cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === PREVIEW_COOKIE) return value.join('=');
  }
  return null;
}

/**
 * The cookie's attributes. The CMS admin frames the site (its "Open preview" side panel), and
 * the admin and the site are different origins: over HTTPS the cookie is `SameSite=None; Secure;
 * Partitioned`, so it is also sent inside the admin's frame when the admin is on another site
 * (Partitioned: kept apart per top-level site, which browsers that block third-party cookies
 * still allow). Browsers refuse `SameSite=None` without `Secure`, so over plain HTTP (local use)
 * it is `SameSite=Lax`: side-by-side preview then needs the admin and the site on the same site
 * (`localhost` and `localhost`, any ports); the preview in its own tab always works.
 */
function attributes(secure: boolean): string {
  return secure ? 'HttpOnly; SameSite=None; Secure; Partitioned' : 'HttpOnly; SameSite=Lax';
}

/** `Set-Cookie` that starts a preview. */
export function previewSetCookie(value: string, { secure }: { secure: boolean }): string {
  return `${PREVIEW_COOKIE}=${value}; Path=/; Max-Age=${PREVIEW_MAX_AGE_SECONDS}; ${attributes(secure)}`;
}

/** `Set-Cookie` that ends it (same attributes, or a partitioned cookie would stay). */
export function previewClearCookie({ secure }: { secure: boolean }): string {
  return `${PREVIEW_COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(secure)}`;
}
