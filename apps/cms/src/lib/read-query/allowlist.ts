/**
 * The query parameters a content-API read may send: exactly what the web uses
 * (docs/contracts.md). Each may appear once.
 */
const ALLOWED = [
  /^locale$/,
  /^filters\[slug\]\[\$eq\]$/,
  // A blog category's posts (decision 048).
  /^filters\[category\]\[slug\]\[\$eq\]$/,
  /^sort$/,
  /^pagination\[(page|pageSize)\]$/,
  /^fields\[\d{1,2}\]$/,
];
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const CONTROL = /[\u0000-\u001f\u007f]/;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** What an authenticated reader (an API token, for previews) may send besides: the version. */
export const TOKEN_ONLY = [/^status$/];

/**
 * The first parameter a read may not send, or null when the query is fine. `extra` widens the
 * list for authenticated readers.
 */
export function refusedParameter(querystring: string, extra: RegExp[] = []): string | null {
  const allowed = [...ALLOWED, ...extra];
  // Stryker disable next-line ConditionalExpression,StringLiteral: an empty query splits into one empty part, skipped below; this only says so first.
  if (querystring === '') return null;
  const seen = new Set<string>();
  for (const part of querystring.split('&')) {
    if (part === '') continue;
    // Stryker disable next-line StringLiteral: split always gives a first part.
    const [rawKey = '', ...rest] = part.split('=');
    const key = decode(rawKey);
    const value = decode(rest.join('='));
    if (key === null || value === null) return rawKey;
    if (!allowed.some((pattern) => pattern.test(key)) || seen.has(key)) return key;
    if (CONTROL.test(value)) return key;
    seen.add(key);
  }
  return null;
}
