// @vitest-environment node
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { colorMixFallbacks } from './color-mix-fallbacks';

/** The CSS as it leaves the plugin (Tailwind's output goes in, unminified). */
const run = (css: string) => postcss([colorMixFallbacks()]).process(css, { from: undefined }).css;

describe('translucent colours written once', () => {
  it('keeps the hex and drops its color-mix() copy', () => {
    const css = run(
      '.bg-white\\/10 { background-color: #ffffff1a; }\n' +
        '@supports (color: color-mix(in lab, red, red)) {\n' +
        '  .bg-white\\/10 { background-color: color-mix(in oklab, var(--color-white) 10%, transparent); }\n' +
        '}\n',
    );
    expect(css).toContain('background-color: #ffffff1a');
    expect(css).not.toContain('color-mix');
  });

  it('keeps a mix of the current colour, whose hex copy is the full colour', () => {
    const css = run(
      '.border-current\\/25 { border-color: currentColor; }\n' +
        '@supports (color: color-mix(in lab, red, red)) {\n' +
        '  .border-current\\/25 { border-color: color-mix(in oklab, currentcolor 25%, transparent); }\n' +
        '}\n',
    );
    expect(css).toContain('color-mix(in oklab, currentcolor 25%, transparent)');
  });

  it('leaves every other @supports alone', () => {
    const css = '@supports (display: grid) {\n  .grid { display: grid; }\n}\n';
    expect(run(css)).toBe(css);
  });
});
