import type { RichText, RichTextBlock, RichTextInline } from '@brilla/types';

/** "a **b** c" -> text nodes with `bold` where the stars were. */
export function parseInline(text: string): RichTextInline[] {
  const nodes: RichTextInline[] = [];
  const parts = text.split(/(\*\*[^*]+\*\*)/g);
  for (const part of parts) {
    if (part === '') continue;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 4) {
      nodes.push({ type: 'text', text: part.slice(2, -2), bold: true });
    } else {
      nodes.push({ type: 'text', text: part });
    }
  }
  return nodes.length > 0 ? nodes : [{ type: 'text', text: '' }];
}

/**
 * The seed's rich-text shorthand (one string per block) to Strapi "blocks" JSON:
 * "## x" heading 2, "### x" heading 3, "- x" list item (consecutive items form one list),
 * "> x" quote, anything else a paragraph.
 */
export function toRichText(lines: readonly string[]): RichText {
  const blocks: RichTextBlock[] = [];
  for (const rawLine of lines) {
    const line = rawLine.trim();
    if (line === '') continue;
    if (line.startsWith('- ')) {
      const item = { type: 'list-item' as const, children: parseInline(line.slice(2).trim()) };
      const last = blocks[blocks.length - 1];
      if (last?.type === 'list') last.children.push(item);
      else blocks.push({ type: 'list', format: 'unordered', children: [item] });
    } else if (line.startsWith('### ')) {
      blocks.push({ type: 'heading', level: 3, children: parseInline(line.slice(4).trim()) });
    } else if (line.startsWith('## ')) {
      blocks.push({ type: 'heading', level: 2, children: parseInline(line.slice(3).trim()) });
    } else if (line.startsWith('> ')) {
      blocks.push({ type: 'quote', children: parseInline(line.slice(2).trim()) });
    } else {
      blocks.push({ type: 'paragraph', children: parseInline(line) });
    }
  }
  return blocks;
}
