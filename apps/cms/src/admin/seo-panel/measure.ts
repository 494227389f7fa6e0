/**
 * How a search result shows an entry's SEO title and description (docs/decisions/018): the
 * lengths that fit, the state of a text against them and the text cut as a result cuts it.
 * Google cuts by width (about 580 px for a title on a computer, two lines of description);
 * editors count characters, so the limits are the characters that fill those widths in
 * ordinary mixed-case text. The web renders the SEO title as the page's `<title>` with nothing
 * added (apps/web/app/lib/seo.ts), so the title counted is the one Google gets.
 */

export type SeoText = 'title' | 'description';

/** Characters: below `min` wastes the room a result gives, past `max` is cut with "…". */
export const SEO_LIMITS: Readonly<Record<SeoText, { min: number; max: number }>> = {
  title: { min: 30, max: 60 },
  description: { min: 120, max: 160 },
};

/** empty: nothing written; short: under the minimum; good: fits; cut: past the maximum. */
export type SeoState = 'empty' | 'short' | 'good' | 'cut';

/** The text as a result shows it: runs of spaces and line breaks as one space, trimmed. */
export function shownText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

const graphemes = new Intl.Segmenter('es', { granularity: 'grapheme' });

/** The characters a reader counts: «é», «ñ» or an emoji is one, however it is encoded. */
function characters(text: string): string[] {
  return Array.from(graphemes.segment(text), ({ segment }) => segment);
}

/** How many characters a result shows of the text (before any cut). */
export function countCharacters(text: string | null | undefined): number {
  return characters(shownText(text)).length;
}

export function seoState(text: string | null | undefined, kind: SeoText): SeoState {
  const count = countCharacters(text);
  const { min, max } = SEO_LIMITS[kind];
  if (count === 0) return 'empty';
  if (count > max) return 'cut';
  return count < min ? 'short' : 'good';
}

/** A cut this close to the start would lose too much: cut inside the word instead. */
const WORD_CUT_FLOOR = 0.6;

/**
 * The text as a result shows it: whole when it fits in `max` characters; else cut at the last
 * space that keeps it within `max` with the "…" (inside a word when no space is near the end),
 * without a dangling comma or dash, and "…" added.
 */
export function cutForResult(text: string | null | undefined, max: number): string {
  const chars = characters(shownText(text));
  if (chars.length <= max) return chars.join('');
  const room = chars.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  const kept = lastSpace >= Math.floor(max * WORD_CUT_FLOOR) ? room.slice(0, lastSpace) : room;
  return `${kept.join('').replace(/[\s,;:.·|–—-]+$/u, '')}…`;
}
