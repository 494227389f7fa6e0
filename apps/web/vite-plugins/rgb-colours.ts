import postcssOklab from '@csstools/postcss-oklab-function';
import type { AcceptedPlugin } from 'postcss';

/** An oklab() or oklch() colour with a `none` component (black: `oklab(0% none none/.6)`). */
const WITH_NONE = /\bokl(?:ab|ch)\([^)]*\bnone\b[^)]*\)/g;

/**
 * Colours written in rgb. With the theme inline, Tailwind's build writes a translucent colour as
 * an oklab() literal (`text-white/85`); Chromium computes it as oklab, which contrast checkers
 * (axe, hence Lighthouse and the e2e accessibility journeys) cannot parse, so they skip the text.
 * `@csstools/postcss-oklab-function` writes the same colour in rgb, but leaves one with a `none`
 * component as it is: that is 0 when drawn (CSS Color 4), so it becomes 0 first.
 */
export function rgbColours(): AcceptedPlugin[] {
  return [
    {
      postcssPlugin: 'brilla:oklab-none-as-zero',
      Declaration(declaration) {
        if (!declaration.value.includes('none')) return;
        declaration.value = declaration.value.replace(WITH_NONE, (colour) =>
          colour.replace(/\bnone\b/g, '0'),
        );
      },
    },
    postcssOklab({ preserve: false }),
  ];
}
