import type { RichText } from '@brilla/types';
import { describe, expect, it } from 'vitest';
import { readingMinutes } from './rich-text';

const words = (count: number, word = 'palabra') =>
  Array.from({ length: count }, () => word).join(' ');
const paragraph = (text: string) => ({ type: 'paragraph', children: [{ type: 'text', text }] });

describe('readingMinutes', () => {
  it('counts 200 words a minute, rounding up, and at least one minute', () => {
    expect(readingMinutes([paragraph(words(200))] as RichText)).toBe(1);
    expect(readingMinutes([paragraph(words(201))] as RichText)).toBe(2);
    expect(readingMinutes([paragraph(words(400))] as RichText)).toBe(2);
    expect(readingMinutes([paragraph(words(401))] as RichText)).toBe(3);
    expect(readingMinutes([paragraph('')] as RichText)).toBe(1);
    expect(readingMinutes([])).toBe(1);
    expect(readingMinutes(null)).toBe(1);
    expect(readingMinutes(undefined)).toBe(1);
  });

  it('counts the words of headings, lists and links, and none of images', () => {
    const content = [
      { type: 'heading', level: 2, children: [{ type: 'text', text: words(100) }] },
      paragraph(words(50)),
      {
        type: 'paragraph',
        children: [
          { type: 'text', text: `${words(20)} ` },
          { type: 'link', url: 'https://x.test', children: [{ type: 'text', text: words(20) }] },
        ],
      },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: words(5) }] },
          { type: 'list-item', children: [{ type: 'text', text: words(6) }] },
        ],
      },
      { type: 'image', image: { url: '/uploads/a.webp', alternativeText: words(500) } },
      paragraph(words(1)),
    ] as RichText;
    // 202 words: two minutes; the image's 500 words of alt text would make it four.
    expect(readingMinutes(content)).toBe(2);
    // Exactly 200 words around an image: one minute, the image adds nothing.
    const around = [
      paragraph(words(100)),
      { type: 'image', image: { url: '/uploads/a.webp', alternativeText: 'Foto' } },
      paragraph(words(100)),
    ] as RichText;
    expect(readingMinutes(around)).toBe(1);
  });

  it('splits words on any white space, and does not join the last word of one block to the next', () => {
    // 200 words across two blocks, with tabs and new lines between them.
    const spaced = [paragraph(words(100, 'a\t')), paragraph(`\n${words(100, 'b\n')}`)] as RichText;
    expect(readingMinutes(spaced)).toBe(1);
    // Each list item's last word stays a word of its own: 2 × 100 + 1 = 201 words.
    const items = [
      {
        type: 'list',
        format: 'ordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: words(100) }] },
          { type: 'list-item', children: [{ type: 'text', text: words(100) }] },
        ],
      },
      paragraph('fin'),
    ] as RichText;
    expect(readingMinutes(items)).toBe(2);
  });

  it('counts a word split across styles (a bold part) once', () => {
    const styled = (count: number) => ({
      type: 'paragraph',
      children: Array.from({ length: count }, () => [
        { type: 'text', text: ' pala' },
        { type: 'text', text: 'bra', bold: true },
      ]).flat(),
    });
    // 200 words, each written in two parts: one minute.
    expect(readingMinutes([styled(200)] as RichText)).toBe(1);
  });
});
