import { describe, expect, it } from 'vitest';
import { BRAND_WORDMARK } from './brand-wordmark';
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

  it('draws the brand image with the spark mark and the name as a path, never as text', () => {
    const svg = renderSvg({
      key: 'brand',
      alt: 'x',
      width: 1200,
      height: 630,
      palette: ['#12001F', '#7D1ED2', '#FF2E88', '#7D1ED2'],
      motif: 'brand',
    });
    expect(svg).toContain('width="1200" height="630"');
    expect(svg).toContain(`d="${BRAND_WORDMARK.d}"`);
    expect(svg).toContain('rx="9" fill="url(#mark)"');
    expect(svg).not.toMatch(/<text|font/);
    // The name fits inside the image with a margin.
    const [, left, scale] = svg.match(/translate\(([\d.]+) [\d.]+\) scale\(([\d.]+) -/) ?? [];
    expect(Number(left) + BRAND_WORDMARK.width * Number(scale)).toBeLessThan(1200 - 100);
  });
});
