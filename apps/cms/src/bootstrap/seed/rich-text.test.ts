import { describe, expect, it } from 'vitest';
import { parseInline, toRichText } from './rich-text';

describe('toRichText', () => {
  it('turns headings, paragraphs, quotes and grouped bullets into Strapi blocks', () => {
    expect(
      toRichText(['## Dos', '### Tres', 'Texto', '- a', '- b', 'Fin', '- c', '> Cita']),
    ).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Dos' }] },
      { type: 'heading', level: 3, children: [{ type: 'text', text: 'Tres' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Texto' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [
          { type: 'list-item', children: [{ type: 'text', text: 'a' }] },
          { type: 'list-item', children: [{ type: 'text', text: 'b' }] },
        ],
      },
      { type: 'paragraph', children: [{ type: 'text', text: 'Fin' }] },
      {
        type: 'list',
        format: 'unordered',
        children: [{ type: 'list-item', children: [{ type: 'text', text: 'c' }] }],
      },
      { type: 'quote', children: [{ type: 'text', text: 'Cita' }] },
    ]);
  });

  it('marks **bold** spans and skips empty lines', () => {
    expect(parseInline('Más de **10.000** streamers')).toEqual([
      { type: 'text', text: 'Más de ' },
      { type: 'text', text: '10.000', bold: true },
      { type: 'text', text: ' streamers' },
    ]);
    expect(toRichText(['', '  '])).toEqual([]);
  });
});
