// @vitest-environment node
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { rgbColours } from './rgb-colours';

/** The CSS as it leaves the plugins (Tailwind's optimised output goes in). */
const run = (css: string) => postcss(rgbColours()).process(css, { from: undefined }).css;

describe('colours written in rgb', () => {
  it.each([
    [
      'white with an opacity',
      '.a{color:oklab(100% 0 5.96046e-8/.85)}',
      'rgba(255, 255, 255, 0.85)',
    ],
    [
      'black with an opacity (none components)',
      '.a{color:oklab(0% none none/.6)}',
      'rgba(0, 0, 0, 0.6)',
    ],
    [
      'a palette colour in oklch, under a variant',
      '@media (hover:hover){.a:hover{color:oklch(55.1% .027 264.364)}}',
      'rgb(106, 114, 130)',
    ],
    [
      'a ring colour in a custom property',
      '.a{--tw-ring-color:oklab(0% none none/.05)}',
      'rgba(0, 0, 0, 0.05)',
    ],
  ])('%s', (_, css, rgb) => {
    const out = run(css);
    expect(out).toContain(rgb);
    expect(out).not.toMatch(/okl(?:ab|ch)\(/);
  });

  it('leaves the word none elsewhere alone', () => {
    const css = '.a{display:none;border-style:none}';
    expect(run(css)).toBe(css);
  });
});
