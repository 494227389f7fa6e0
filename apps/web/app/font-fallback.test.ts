// @vitest-environment node
// The fallback faces of app.css: a system font resized to Inter's metrics, so that the swap to
// Inter does not move text. Their numbers come from Capsize's font metrics; a face that drifts
// from them, loses a platform's font or leaves the font stack fails here.
import { readFileSync } from 'node:fs';
import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import inter from '@capsizecss/metrics/inter';
import roboto from '@capsizecss/metrics/roboto';
import postcss, { type AtRule } from 'postcss';
import { describe, expect, it } from 'vitest';

const OVERRIDES = ['ascent-override', 'descent-override', 'line-gap-override', 'size-adjust'];

type Face = { family: string; sources: string[]; overrides: Record<string, number> };

/** Each @font-face of a stylesheet: its family, its local() names and its overrides (in %). */
function facesOf(css: string): Face[] {
  const faces: Face[] = [];
  postcss.parse(css).walkAtRules('font-face', (rule: AtRule) => {
    const face: Face = { family: '', sources: [], overrides: {} };
    rule.walkDecls((declaration) => {
      const value = declaration.value;
      if (declaration.prop === 'font-family') face.family = value.replace(/["']/g, '');
      if (declaration.prop === 'src') {
        face.sources = Array.from(value.matchAll(/local\(["']?([^"')]+)["']?\)/g), ([, name]) =>
          String(name),
        );
      }
      if (OVERRIDES.includes(declaration.prop)) {
        face.overrides[declaration.prop] = Number.parseFloat(value);
      }
    });
    faces.push(face);
  });
  return faces;
}

const appCss = readFileSync(new URL('./app.css', import.meta.url), 'utf8');
const ours = facesOf(appCss);
const capsize = createFontStack([inter, arial, roboto]);
const expected = facesOf(capsize.fontFaces);

/** Our face for a fallback font of Capsize's stack ("Inter Fallback: Roboto"). */
const FAMILY: Record<string, string> = {
  'Inter Fallback: Arial': 'Inter Fallback',
  'Inter Fallback: Roboto': 'Inter Fallback Roboto',
};

describe('the fallback fonts of app.css', () => {
  it.each(expected.map((face) => [face.family, face] as const))(
    'sizes %s to Inter as Capsize computes it, under the names Capsize looks for',
    (family, face) => {
      const mine = ours.find((candidate) => candidate.family === FAMILY[family]);
      expect(mine, `app.css has no @font-face for "${FAMILY[family]}"`).toBeDefined();
      for (const [property, value] of Object.entries(face.overrides)) {
        expect(mine?.overrides[property], property).toBeCloseTo(value, 1);
      }
      expect(mine?.sources).toEqual(expect.arrayContaining(face.sources));
    },
  );

  it("also finds Arial's metric twin on Linux, where Arial is not installed", () => {
    const arialFace = ours.find((face) => face.family === 'Inter Fallback');
    expect(arialFace?.sources).toEqual(
      expect.arrayContaining(['Liberation Sans', 'LiberationSans']),
    );
  });

  it('puts every fallback face after Inter and before the generic families', () => {
    const stack = /--font-sans:([^;]+);/.exec(appCss)?.[1]?.replace(/\s+/g, ' ').trim() ?? '';
    const names = stack.split(',').map((name) => name.trim().replace(/"/g, ''));
    expect(names.slice(0, 3)).toEqual([
      'Inter Variable',
      'Inter Fallback',
      'Inter Fallback Roboto',
    ]);
    expect(names.slice(3)).toEqual(['ui-sans-serif', 'system-ui', 'sans-serif']);
  });
});
