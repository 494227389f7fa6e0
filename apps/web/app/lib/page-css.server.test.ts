// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAGE_CSS_SLOT, pageCssFor, pageCssInliner, type StylesheetRules } from './page-css.server';

const RULES: StylesheetRules = {
  classes: ['flex', 'grid', 'tilde'],
  nodes: [
    ':root{--brand:#7d1ed2}',
    {
      open: '@layer utilities{',
      close: '}',
      nodes: [
        { css: '.flex{display:flex}', when: [[0]] },
        { css: '.grid{display:grid}', when: [[1]] },
        { css: '.tilde:after{content:"</style>"}', when: [[2]] },
      ],
    },
  ],
};

const document = (body: string) =>
  `<html><head><style data-href="brilla-app-css">${PAGE_CSS_SLOT}</style></head><body>${body}</body></html>`;

const inline = pageCssInliner(RULES);

describe('the page CSS inliner', () => {
  it('fills the slot with the rules of the classes the page uses', () => {
    const html = inline(document('<p class="flex  gap">Mañana</p>'));
    expect(html).toBe(
      document('<p class="flex  gap">Mañana</p>').replace(
        PAGE_CSS_SLOT,
        ':root{--brand:#7d1ed2}@layer utilities{.flex{display:flex}}',
      ),
    );
  });

  it('leaves a document without the slot as it is', () => {
    const html = '<html><body class="grid">Sin estilos</body></html>';
    expect(inline(html)).toBe(html);
  });

  it('never lets a rule close the <style> element', () => {
    expect(inline(document('<i class="tilde"></i>'))).toContain('content:"<\\/style>"');
  });

  it('registers and defaults only the custom properties the kept rules read', () => {
    const cssOf = pageCssFor({
      classes: ['shadow', 'ring'],
      nodes: [
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '@property --tw-ring{syntax:"*";inherits:false;initial-value:0 0 #0000}',
        '*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}',
        { css: '.shadow{box-shadow:var(--tw-shadow)}', when: [[0]] },
        { css: '.ring{box-shadow:var(--tw-ring)}', when: [[1]] },
      ],
    });
    expect(cssOf('<p class="shadow"></p>')).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
        '*,:before,:after,::backdrop{--tw-shadow:0 0 #0000;}' +
        '.shadow{box-shadow:var(--tw-shadow)}',
    );
  });

  it('answers a class set it has seen from its cache, whatever else the page says', () => {
    const cssOf = pageCssFor(RULES);
    const first = cssOf('<p class="grid">Uno</p><p class="grid">Dos</p>');
    expect(cssOf('<main><div class="grid other">Otra página</div></main>')).toBe(first);
    expect(cssOf('<div class="flex"></div>')).not.toBe(first);
  });
});
