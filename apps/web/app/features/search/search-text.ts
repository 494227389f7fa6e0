/** The form of a word that search compares: lower case, accents and other marks dropped. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A shown text cut in parts: the parts at odd positions are words the search found, those at even
 * positions the text between them (`['Los ', 'niños', ' y']`). Plain strings rather than objects
 * with a flag: a page of results carries them in its HTML, and objects doubled their weight.
 */
export type MarkedText = string[];

const WORD = /[\p{L}\p{N}]+/gu;

/** `text` cut in parts, each word whose folded form is one of `terms` a found part (odd position). */
export function markTerms(text: string, terms: ReadonlySet<string>): MarkedText {
  const parts: MarkedText = [];
  let from = 0;
  for (const word of text.matchAll(WORD)) {
    if (!terms.has(foldTerm(word[0]))) continue;
    parts.push(text.slice(from, word.index), word[0]);
    from = word.index + word[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}

/** Words shown around the first found one in a result's excerpt. */
const SNIPPET_WORDS = 28;

/**
 * The part of `text` a result shows: from a few words before the first word in `terms`, about
 * `SNIPPET_WORDS` words, with "…" where it was cut; the start of the text when no word is found
 * in it (the match was in the title).
 */
export function snippet(text: string, terms: ReadonlySet<string>): string {
  // Stryker disable next-line Regex: a split at each space leaves empty words, which filter(Boolean) drops.
  const words = text.split(/\s+/).filter(Boolean);
  const first = words.findIndex((word) =>
    // Stryker disable next-line ArrayDeclaration: a word without letters or digits matches no term, and no term holds a space.
    (word.match(WORD) ?? []).some((part) => terms.has(foldTerm(part))),
  );
  const start = Math.max(0, first - 6);
  const end = Math.min(words.length, start + SNIPPET_WORDS);
  const cut = words.slice(start, end).join(' ');
  return `${start > 0 ? '… ' : ''}${cut}${end < words.length ? ' …' : ''}`;
}
