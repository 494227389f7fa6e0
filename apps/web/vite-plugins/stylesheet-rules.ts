import { type Selector, transform } from 'lightningcss';
import postcss, { type ChildNode } from 'postcss';
import type { Plugin } from 'vite';
import type { CssNode, StylesheetRules } from '../app/lib/page-css.server';

/** Rules whose body holds rules of the stylesheet's own level: a page keeps what it needs of them. */
const GROUPING = new Set(['layer', 'media', 'supports', 'container', 'scope', 'starting-style']);

/** Past this many ways to match, a selector is kept on every page rather than spelt out. */
const MAX_ALTERNATIVES = 32;

/** Sets of classes (an element needs all of one set), or `[[]]`: nothing needed. */
type Needs = string[][];

const ALWAYS: Needs = [[]];

const always = (needs: Needs) => needs.some((set) => set.length === 0);

function union(alternatives: Needs[]): Needs {
  const all = alternatives.flat();
  return always(all) ? ALWAYS : all;
}

function product(left: Needs, right: Needs): Needs {
  if (left.length * right.length > MAX_ALTERNATIVES) return ALWAYS;
  return left.flatMap((a) => right.map((b) => [...new Set([...a, ...b])]));
}

/**
 * What a selector needs on the page to match anything: the classes of its compounds, and those
 * of `:is()`/`:where()` (Tailwind writes `group-hover:x` as `:is(:where(.group):hover .x)`).
 * Classes under `:not()`, `:has()` and the like are not needed for a match: ignored.
 */
function selectorNeeds(selector: Selector): Needs {
  let needs = ALWAYS;
  for (const part of selector) {
    if (part.type === 'class') needs = product(needs, [[part.name]]);
    else if (
      part.type === 'pseudo-class' &&
      (part.kind === 'is' || part.kind === 'where' || part.kind === 'any')
    ) {
      needs = product(needs, union(part.selectors.map(selectorNeeds)));
    }
  }
  return needs;
}

/** Parsed by lightningcss (the stylesheet's own minifier); a selector it refuses is always kept. */
function ruleNeeds(selector: string): Needs {
  const lists: Selector[][] = [];
  try {
    transform({
      filename: 'selector.css',
      code: Buffer.from(`${selector}{}`),
      visitor: {
        Rule: {
          style(rule) {
            lists.push(rule.value.selectors);
          },
        },
      },
    });
  } catch {
    return ALWAYS;
  }
  const [selectors] = lists;
  return selectors ? union(selectors.map(selectorNeeds)) : ALWAYS;
}

/**
 * The stylesheet cut into its rules, in their order and nesting (@layer, @media, @supports):
 * each style rule with the class sets it needs; everything else (@font-face, @keyframes,
 * @property, comments) kept on every page as it is.
 */
export function stylesheetRules(css: string): StylesheetRules {
  const classes = new Map<string, number>();
  const index = (name: string) => {
    let at = classes.get(name);
    if (at === undefined) {
      at = classes.size;
      classes.set(name, at);
    }
    return at;
  };
  const cut = (node: ChildNode): CssNode => {
    if (node.type === 'rule') {
      const needs = ruleNeeds(node.selector);
      if (always(needs)) return node.toString();
      return { css: node.toString(), when: needs.map((set) => set.map(index)) };
    }
    if (node.type === 'atrule' && node.nodes && GROUPING.has(node.name.toLowerCase())) {
      const empty = node.clone({ nodes: [] }).toString();
      const close = empty.lastIndexOf('}');
      const group = {
        open: empty.slice(0, close),
        close: empty.slice(close),
        nodes: node.nodes.map(cut),
      };
      return node.name.toLowerCase() === 'layer' ? { ...group, keepEmpty: true } : group;
    }
    // A statement (`@layer components;`) ends at a semicolon that postcss keeps outside it.
    return node.type === 'atrule' && !node.nodes ? `${node.toString()};` : node.toString();
  };
  const nodes = postcss.parse(css).nodes.map(cut);
  return { classes: [...classes.keys()], nodes };
}

/** Vite's module for `*.css?inline`: `export default "<the compiled CSS>"`. */
const INLINE_CSS_MODULE = /^export default ("(?:[^"\\]|\\.)*");?\s*$/s;

/**
 * `import rules from './app.css?inline&rules'`: the compiled stylesheet (Vite's and Tailwind's
 * output for `?inline`, asset URLs included) as `StylesheetRules`, for entry.server to choose a
 * page's CSS from (app/lib/page-css.server.ts). Parsed once, at build.
 */
export function stylesheetRulesPlugin(): Plugin {
  return {
    name: 'brilla:stylesheet-rules',
    enforce: 'post',
    transform(code, id) {
      if (!/\.css\?inline&rules$/.test(id)) return undefined;
      const literal = INLINE_CSS_MODULE.exec(code)?.[1];
      if (!literal) {
        throw new Error(
          `${id}: expected Vite's inline CSS module (export default "<css>"), got ` +
            `${JSON.stringify(code.slice(0, 80))}; has Vite changed how it writes ?inline CSS?`,
        );
      }
      const rules = stylesheetRules(JSON.parse(literal) as string);
      return { code: `export default ${JSON.stringify(rules)};`, map: null };
    },
  };
}
