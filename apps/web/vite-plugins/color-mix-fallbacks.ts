import type { AtRule, Plugin } from 'postcss';

/** The condition Tailwind wraps each translucent colour's `color-mix()` in. */
const COLOR_MIX_SUPPORT = '(color:color-mix(inlab,red,red))';

const isColorMixSupport = (rule: AtRule) =>
  rule.name === 'supports' && rule.params.replace(/\s+/g, '') === COLOR_MIX_SUPPORT;

/**
 * Tailwind writes every translucent colour twice: a hex for browsers without `color-mix()`, then
 * the same colour again in `color-mix()` under `@supports`. For our palette (hex colours) both
 * paint the same, so only the hex is kept: a page's CSS is 4 KB lighter (issue 28's HTML budget).
 * A mix with `currentcolor` is kept: its hex "fallback" is the full current colour, not the mix.
 */
export function colorMixFallbacks(): Plugin {
  return {
    postcssPlugin: 'brilla:color-mix-fallbacks',
    AtRule: {
      supports(rule) {
        if (!isColorMixSupport(rule)) return;
        let readsCurrentColor = false;
        rule.walkDecls((declaration) => {
          if (/currentcolor/i.test(declaration.value)) readsCurrentColor = true;
        });
        if (!readsCurrentColor) rule.remove();
      },
    },
  };
}
