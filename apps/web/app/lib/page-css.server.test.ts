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

  it('reads the document as bytes and writes its CSS in ASCII, escaping anything beyond', () => {
    const arrows = pageCssInliner({
      classes: ['flex', 'after:content-[→]'],
      nodes: [
        { css: '.flex{display:flex}', when: [[0]] },
        { css: '.after\\:content-\\[→\\]:after{content:"→ ✨"}', when: [[1]] },
      ],
    });
    // As entry.server reads the rendered document: its UTF-8 bytes, one character each.
    const bytes = Buffer.from(document('<p class="after:content-[→]">Mañana — “ya”</p>'));
    const html = arrows(bytes.toString('latin1'));
    expect(html).not.toMatch(/[\u0100-\u{10ffff}]/u);
    expect(Buffer.from(html, 'latin1').toString('utf8')).toBe(
      document('<p class="after:content-[→]">Mañana — “ya”</p>').replace(
        PAGE_CSS_SLOT,
        '.after\\:content-\\[\\2192 \\]:after{content:"\\2192  \\2728 "}',
      ),
    );
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

  it('reads class names React wrote with entities (`&amp;` and the like)', () => {
    const names = ['[&>p]:mt-2', "[content:'<']", 'quote-["]'];
    const cssOf = pageCssFor({
      classes: names,
      nodes: names.map((_, at) => ({ css: `.r${at}{}`, when: [[at]] })),
    });
    expect(cssOf('<p class="[&amp;&gt;p]:mt-2"></p>')).toBe('.r0{}');
    expect(cssOf('<p class="[content:&#x27;&lt;&#x27;]"></p>')).toBe('.r1{}');
    expect(cssOf('<p class="quote-[&quot;]"></p>')).toBe('.r2{}');
    // An entity React never writes stays as it is: it names no class here.
    expect(cssOf('<p class="[&amp;&nbsp;p]:mt-2"></p>')).toBe('');
  });

  it('keeps a rule when the page has every class of one of its sets', () => {
    const cssOf = pageCssFor({
      classes: ['group', 'hover', 'peer'],
      nodes: [{ css: '.group:hover .hover{}', when: [[0, 1], [2]] }],
    });
    expect(cssOf('<p class="group"></p>')).toBe('');
    expect(cssOf('<p class="hover"></p>')).toBe('');
    expect(cssOf('<p class="group"><i class="hover"></i></p>')).toBe('.group:hover .hover{}');
    expect(cssOf('<p class="peer"></p>')).toBe('.group:hover .hover{}');
  });

  it('leaves out a group with nothing kept, except an @layer whose place sets the order', () => {
    const cssOf = pageCssFor({
      classes: ['flex', 'md-grid'],
      nodes: [
        { open: '@layer base{', close: '}', nodes: [], keepEmpty: true },
        {
          open: '@media (min-width:48rem){',
          close: '}',
          nodes: [{ css: '.md-grid{display:grid}', when: [[1]] }],
        },
        { css: '.flex{display:flex}', when: [[0]] },
      ],
    });
    expect(cssOf('<p class="flex"></p>')).toBe('@layer base{}.flex{display:flex}');
    expect(cssOf('<p class="md-grid"></p>')).toBe(
      '@layer base{}@media (min-width:48rem){.md-grid{display:grid}}',
    );
  });

  it('keeps the theme variables the kept rules read, and those they read in turn', () => {
    const cssOf = pageCssFor({
      classes: ['font-sans', 'text-brand'],
      nodes: [
        {
          open: '@layer theme{',
          close: '}',
          nodes: [
            ':root,:host{--font-sans:Inter;--default-font-family:var(--font-sans);--color-brand:#7d1ed2;--color-unused:red}',
          ],
        },
        { css: '.font-sans{font-family:var(--default-font-family)}', when: [[0]] },
        { css: '.text-brand{color:var(--color-brand)}', when: [[1]] },
      ],
    });
    expect(cssOf('<p class="font-sans"></p>')).toBe(
      '@layer theme{:root,:host{--font-sans:Inter;--default-font-family:var(--font-sans);}}' +
        '.font-sans{font-family:var(--default-font-family)}',
    );
    expect(cssOf('<p class="text-brand"></p>')).toBe(
      '@layer theme{:root,:host{--color-brand:#7d1ed2;}}.text-brand{color:var(--color-brand)}',
    );
  });

  it('follows theme variables through any chain of reads, and stops at a loop', () => {
    const cssOf = pageCssFor({
      classes: ['wide', 'loop'],
      nodes: [
        ':root,:host{--a:var(--b);--b:var(--c);--c:1px;--d:var(--a);--x:var(--y);--y:var(--x);--z:0}',
        { css: '.wide{width:var(--d)}', when: [[0]] },
        { css: '.loop{width:var(--x)}', when: [[1]] },
      ],
    });
    expect(cssOf('<p class="wide"></p>')).toBe(
      ':root,:host{--a:var(--b);--b:var(--c);--c:1px;--d:var(--a);}.wide{width:var(--d)}',
    );
    expect(cssOf('<p class="loop"></p>')).toBe(
      ':root,:host{--x:var(--y);--y:var(--x);}.loop{width:var(--x)}',
    );
  });

  it('follows only the theme’s reads, not those of Tailwind’s defaults', () => {
    const cssOf = pageCssFor({
      classes: ['ring'],
      nodes: [
        ':root,:host{--color-accent:red;--color-brand:#7d1ed2}',
        '*,::before,::after,::backdrop{--tw-ring:var(--color-accent)}',
        { css: '.ring{box-shadow:var(--tw-ring)}', when: [[0]] },
      ],
    });
    expect(cssOf('<p class="ring"></p>')).toBe(
      ':root,:host{}*,::before,::after,::backdrop{--tw-ring:var(--color-accent)}.ring{box-shadow:var(--tw-ring)}',
    );
  });

  it('prunes only Tailwind’s own declaration rules: other rules are kept as written', () => {
    const kept = [
      '.note:before{content:"@property --tw-shadow"}',
      '.card *,.card ::backdrop{--tw-ring:0 0 #0000}',
      '.scope :root,:host{--brand:#000}',
    ];
    const cssOf = pageCssFor({ classes: [], nodes: kept });
    expect(cssOf('<p></p>')).toBe(kept.join(''));
  });
});
