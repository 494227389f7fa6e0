import { describe, expect, it } from 'vitest';
import { MOTIFS, renderSvg } from './svg';

describe('renderSvg', () => {
  it.each(MOTIFS)('draws the %s motif with shapes and no text, at the asked size', (motif) => {
    const svg = renderSvg({
      key: `k-${motif}`,
      alt: 'x',
      width: 400,
      height: 200,
      palette: ['#7D1ED2', '#FF2E88', '#12001F'],
      motif,
    });
    expect(svg).toContain('width="400" height="200"');
    expect(svg).toMatch(/<(path|circle|rect|polygon|ellipse) /);
    expect(svg).not.toMatch(/<text|font/);
    expect(svg).not.toContain('NaN');
  });

  it('is deterministic for a key', () => {
    const spec = {
      key: 'same',
      alt: 'x',
      width: 300,
      height: 300,
      palette: ['#000000'],
      motif: 'circles' as const,
    };
    expect(renderSvg(spec)).toBe(renderSvg(spec));
  });
});
