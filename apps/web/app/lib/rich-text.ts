import type { RichText, RichTextInline } from '@brilla/types';

/** docs/product.md §3 reading time of a post: its words at 200 per minute, at least 1 minute. */
const WORDS_PER_MINUTE = 200;

function inlineText(nodes: RichTextInline[]): string {
  return nodes
    .map((node) => (node.type === 'text' ? node.text : inlineText(node.children)))
    .join('');
}

/** A rich text's words as one line (images left out): reading time, search. */
export function plainText(content: RichText): string {
  return content
    .map((block) => {
      switch (block.type) {
        case 'list':
          return block.children.map((item) => inlineText(item.children)).join(' ');
        case 'image':
          return '';
        default:
          return inlineText(block.children);
      }
    })
    .join(' ');
}

export function readingMinutes(content: RichText | null | undefined): number {
  const words = Array.isArray(content)
    ? // Stryker disable next-line Regex: the empty strings between spaces are filtered out, so one space or a run splits alike
      plainText(content).split(/\s+/).filter(Boolean).length
    : 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
