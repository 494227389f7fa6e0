/** Query parameters that select unpublished versions (Strapi 5, and v4's name for the same). */
const DRAFT_PARAMS = new Set(['status', 'publicationState', 'hasPublishedVersion']);

function rootKey(part: string): string {
  // Stryker disable next-line StringLiteral: split always gives a first part.
  const rawKey = part.split('=')[0] ?? '';
  let key = rawKey;
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    // A malformed escape stays as written; qs will not decode it either.
  }
  // qs reads "[status]=x" as "status=x" too.
  if (key.startsWith('[')) key = key.slice(1);
  // Stryker disable next-line StringLiteral: split always gives a first part.
  return key.split(/[[\]]/)[0] ?? '';
}

/** Removes every draft-selecting parameter, leaving the others byte for byte. */
export function stripDraftParams(querystring: string): string {
  // Stryker disable next-line ConditionalExpression,StringLiteral: an empty query comes back empty from the split and join as well.
  if (querystring === '') return querystring;
  return querystring
    .split('&')
    .filter((part) => !DRAFT_PARAMS.has(rootKey(part)))
    .join('&');
}
