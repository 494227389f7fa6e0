// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageCssFor } from '../app/lib/page-css.server';
import { stylesheetRules } from './stylesheet-rules';

/** A stylesheet as Tailwind compiles it (minified), with what a page's CSS must keep or drop. */
const STYLESHEET = [
  '/*! tailwindcss */',
  '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}',
  '@layer theme{:root,:host{--font-sans:Inter;--color-brand:#7d1ed2;--color-ink:#1d1530;--default-font-family:var(--font-sans)}}',
  '@layer base{*{box-sizing:border-box}[hidden]{display:none}html{font-family:var(--default-font-family)}}',
  '@layer components;',
  '@layer utilities{',
  '.flex{display:flex}',
  '.grid{display:grid}',
  '.p-4{padding:1rem}',
  '.\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}',
  ':is(:where(.group):hover .group-hover\\:text-brand){color:var(--color-brand)}',
  '.card:not(.flat){box-shadow:0 1px 2px #0003}',
  '@media (width>=768px){.md\\:grid{display:grid}.md\\:p-8{padding:2rem}}',
  '.animate-spin{animation:var(--animate-spin)}',
  '}',
  '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
  '.aos-pending{translate:0 48px}',
  '@keyframes spin{to{transform:rotate(360deg)}}',
  '@property --tw-shadow{syntax:"*";inherits:false}',
].join('');

const rules = stylesheetRules(STYLESHEET);
const cssOf = pageCssFor(rules);

/** The page's CSS for a document whose elements carry these class attributes. */
function pageCss(...classAttributes: string[]): string {
  const html = classAttributes.map((value) => `<div class="${value}"></div>`).join('');
  return cssOf(`<body>${html}</body>`).toString();
}

describe('a page’s CSS', () => {
  it('keeps the rules of the classes the page uses and drops the others', () => {
    const css = pageCss('flex p-4');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.p-4{padding:1rem}');
    expect(css).not.toContain('.grid{');
    expect(css).not.toContain('.animate-spin');
    expect(css).not.toContain('.aos-pending');
  });

  it('keeps what no class selects: variables, preflight, fonts, keyframes', () => {
    const css = pageCss('flex');
    for (const kept of [
      '/*! tailwindcss */',
      '@layer properties{@supports (-moz-orient:inline){*,:before{--tw-shadow:0 0 #0000}}}',
      '@layer base{*{box-sizing:border-box}[hidden]{display:none}html{font-family:var(--default-font-family)}}',
      '@layer components;',
      '@font-face{font-family:Inter;src:url(/assets/inter.woff2)}',
      '@keyframes spin{to{transform:rotate(360deg)}}',
    ]) {
      expect(css).toContain(kept);
    }
    // A registered property no kept rule reads (`var(--tw-shadow)`) is left out.
    expect(css).not.toContain('@property');
  });

  it('keeps the theme variables its rules read, and the variables those read', () => {
    // The preflight reads --default-font-family, which reads --font-sans; no rule reads a colour.
    expect(pageCss('flex')).toContain(
      '@layer theme{:root,:host{--font-sans:Inter;--default-font-family:var(--font-sans)}}',
    );
    const hover = pageCss('group', 'group-hover:text-brand');
    expect(hover).toContain('--color-brand:#7d1ed2');
    expect(hover).not.toContain('--color-ink');
  });

  it('keeps the stylesheet’s order, its nesting, and leaves out groups left empty', () => {
    expect(pageCss('md:p-8 flex', 'animate-spin')).toBe(
      STYLESHEET.replace('--color-brand:#7d1ed2;--color-ink:#1d1530;', '')
        .replace('.grid{display:grid}', '')
        .replace('.p-4{padding:1rem}', '')
        .replace('.\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}', '')
        .replace(/:is\(:where[^}]*\}/, '')
        .replace('.card:not(.flat){box-shadow:0 1px 2px #0003}', '')
        .replace('@property --tw-shadow{syntax:"*";inherits:false}', '')
        .replace('.md\\:grid{display:grid}', '')
        .replace('.aos-pending{translate:0 48px}', ''),
    );
    expect(pageCss('flex')).not.toContain('@media');
  });

  it('keeps an @layer with nothing left in it: where a layer first appears sets its order', () => {
    expect(pageCss()).toContain('@layer utilities{}');
  });

  it('reads class names as React escapes them in attributes', () => {
    expect(pageCss('[&amp;&gt;p]:mt-2')).toContain('.\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}');
  });

  it('needs every class of a compound, :is() and :where() included, but not those of :not()', () => {
    expect(pageCss('group-hover:text-brand')).not.toContain('group-hover');
    expect(pageCss('group', 'group-hover:text-brand')).toContain('.group-hover\\:text-brand');
    expect(pageCss('card')).toContain('.card:not(.flat)');
  });
});

describe('the compiled stylesheet cut into rules', () => {
  it('lists each class a rule needs once', () => {
    expect(rules.classes).toEqual([
      'flex',
      'grid',
      'p-4',
      '[&>p]:mt-2',
      'group',
      'group-hover:text-brand',
      'card',
      'md:grid',
      'md:p-8',
      'animate-spin',
      'aos-pending',
    ]);
  });

  it('keeps a style rule on every page when one of its selectors needs no class', () => {
    const sheet = stylesheetRules('.a,h1{color:red}.b{color:blue}');
    expect(pageCssFor(sheet)('<p>Hola</p>').toString()).toBe('.a,h1{color:red}');
  });
});
