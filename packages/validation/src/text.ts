/**
 * Unicode bidirectional controls: the embeddings and overrides (U+202A–U+202E), the isolates
 * (U+2066–U+2069) and the marks (U+200E, U+200F, U+061C). Kept in a name or a message they can
 * make text read differently from what is stored ("Trojan Source"), in the admin and in e-mails.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Characters that show nothing on their own: format characters (zero-width space and joiners,
 * word joiner, soft hyphen, bidi and tag characters), controls, every kind of space, combining
 * marks and variation selectors, and the blank letters (Hangul fillers, the blank Braille cell).
 */
const INVISIBLE = /[\p{Cf}\p{Cc}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]/gu;

/** How many characters of `value` can be seen: a name of zero-width spaces has none. */
export function visibleLength(value: string): number {
  return [...value.replace(INVISIBLE, '')].length;
}

/** The text without bidirectional controls. */
export function stripBidiControls(value: string): string {
  return value.replace(BIDI_CONTROLS, '');
}

/**
 * A site path as staff write and the web compares it: trimmed, without a trailing slash
 * (`/nosotros/` and `/nosotros` are one page). The CMS stores redirects and menu links this way.
 */
export function normalizePath(value: string): string {
  // The slashes after the first character: the root's own slash stays.
  return value.trim().replace(/(.)\/+$/s, '$1');
}

/**
 * A path as redirects are matched and checked, by the CMS on save and by the web on every
 * request: percent-escapes decoded (`/%62` is `/b`), then `normalizePath`. A malformed escape
 * stays as it is (it matches nothing else).
 */
export function comparablePath(value: string): string {
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // kept as written
  }
  return normalizePath(decoded);
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const PATH_NOISE = /[\u0000-\u0020\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A request path as a path of this site: exactly one leading "/", no "\" and no run of "/"
 * (a browser reads "//host", "/\host", "\\host" as another site), no control, space or bidi
 * character (browsers drop tabs and line breaks from links, which can join two slashes).
 * Percent-encoded characters stay encoded: "/%2F%2Fhost" is a path, not a host.
 * Every link the web builds from the request path goes through this.
 */
export function sitePath(path: string): string {
  const cleaned = path
    .replace(PATH_NOISE, '')
    .replace(/\\/g, '/')
    .replace(/\/{2,}/g, '/');
  return cleaned.startsWith('/') ? cleaned : `/${cleaned}`;
}

/** Characters a site path may hold once cleaned (RFC 3986 path characters, "%" escapes). */
const PATH_CHARACTERS = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/]+$/;
/** The longest page path a submission stores. */
export const CONTACT_PAGE_PATH_MAX = 255;

/**
 * The page a contact message was sent from, as stored and e-mailed: a path of the site or null.
 * Query and fragment are dropped; anything that does not start as a path (a full URL, a host)
 * or holds other characters, dot segments or more than 255 characters is not a site path.
 * The web sends it and the CMS checks it again with this same function.
 */
export function contactPagePath(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const raw = value.replace(PATH_NOISE, '').replace(/[?#].*/, '');
  if (!raw.startsWith('/') && !raw.startsWith('\\')) return null;
  const path = sitePath(raw);
  if (path.length > CONTACT_PAGE_PATH_MAX || !PATH_CHARACTERS.test(path)) return null;
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return null;
  return path;
}
