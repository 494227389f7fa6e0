import { LRUCache } from 'lru-cache';

/**
 * A rule of the compiled stylesheet (vite-plugins/stylesheet-rules.ts): kept on every page (its
 * text), kept when the page has every class of one of the `when` sets (indices into
 * `StylesheetRules.classes`), or a grouping rule (@layer, @media, @supports) around rules.
 */
export type CssNode =
  | string
  | { css: string; when: number[][] }
  | { open: string; close: string; nodes: CssNode[]; keepEmpty?: true };

export type StylesheetRules = { classes: string[]; nodes: CssNode[] };

/**
 * What entry.server gives InlineStyles to write into the document's <style>: the page's CSS
 * replaces it once the whole page is rendered and its classes are known.
 */
export const PAGE_CSS_SLOT = '/*brilla:page-css*/';

/** Distinct class sets kept (one per page and state that renders different classes). */
const CACHED_SETS = 500;

/** Distinct class attributes remembered (components repeat theirs); past it, they start over. */
const REMEMBERED_ATTRIBUTES = 20_000;

/** React writes className as `class="…"`, escaping `& < > " '` as entities. */
const CLASS_ATTRIBUTE = /\sclass="([^"]+)"/g;
const ENTITY = /&(?:amp|lt|gt|quot|#x27);/g;
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
};
const unescapeEntities = (token: string) =>
  // Stryker disable next-line StringLiteral: replacing in a token without `&` changes nothing
  token.includes('&') ? token.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity) : token;

/** A token of the document read one character per byte, as the UTF-8 text it stands for. */
const fromBytes = (token: string) =>
  // Stryker disable next-line Regex,ConditionalExpression: decoding an ASCII token gives it back
  /[\x80-\xff]/.test(token) ? Buffer.from(token, 'latin1').toString('utf8') : token;

/** Marks of the stylesheet's classes a page uses: one byte per class, `1` when used. */
type Marks = Buffer;
const USED = 0x31;

/** Tailwind's registration of a custom property (`@property --tw-shadow{…}`). */
const PROPERTY_RULE = /^@property (--[\w-]+)/;
/** A custom property's declaration in a rule that only declares them. */
const DEFAULT_DECLARATION = /(--[\w-]+):[^;}]*;?/g;
/** Tailwind's defaults of its custom properties for browsers without `@property`. */
const FALLBACK_DEFAULTS = /^\*,[^{]*::backdrop\{--/;
/** The theme's variables (`@layer theme{:root,:host{--color-brand:…}}`). */
const THEME_VARIABLES = /^:root,:host\{--/;
const VAR_REFERENCE = /var\((--[\w-]+)/g;

/** A character beyond ASCII, a surrogate pair whole. */
const NOT_ASCII = /[\u0080-\u{10ffff}]/gu;
/** A CSS escape for one character: its code point in hex, and the space that ends the escape. */
// Stryker disable next-line OptionalChaining: NOT_ASCII matches one whole character, which has a code point
const cssEscape = (character: string) => `\\${character.codePointAt(0)?.toString(16)} `;

const readsOf = (css: string) => Array.from(css.matchAll(VAR_REFERENCE), ([, name]) => name);

/**
 * Tailwind registers every custom property any utility uses (`@property`, 4 KB), repeats their
 * defaults for older browsers, and declares every theme variable any rule of the site reads; a
 * page needs only those its own rules read (`var(--…)`), and the theme variables those read.
 */
function withoutUnreadProperties(out: string[]): string[] {
  const declaresOnly = (css: string) =>
    PROPERTY_RULE.test(css) || FALLBACK_DEFAULTS.test(css) || THEME_VARIABLES.test(css);
  // Stryker disable next-line StringLiteral: rules joined with any text between them read the same variables
  const read = new Set(readsOf(out.filter((css) => !declaresOnly(css)).join('')));
  const theme = new Map(
    Array.from(
      out
        .filter((css) => THEME_VARIABLES.test(css))
        .join(
          // Stryker disable next-line StringLiteral: declarations joined with any text between them match alike
          '',
        )
        .matchAll(DEFAULT_DECLARATION),
      // Stryker disable next-line StringLiteral: the name group always matches; the default only satisfies the type
      ([declaration, name = '']) => [name, declaration],
    ),
  );
  // A theme variable may read others (`--default-font-family: var(--font-sans)`).
  const pending = [...read];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    // Stryker disable next-line StringLiteral: a text without `var(` reads no variable
    for (const next of readsOf(theme.get(name) ?? '')) {
      if (!read.has(next)) {
        read.add(next);
        pending.push(next);
      }
    }
  }
  return out.flatMap((css) => {
    const property = PROPERTY_RULE.exec(css)?.[1];
    if (property) return read.has(property) ? [css] : [];
    if (!declaresOnly(css)) return [css];
    return [
      css.replace(DEFAULT_DECLARATION, (declaration, name: string) =>
        read.has(name) ? declaration : '',
      ),
    ];
  });
}

/** The stylesheet with only the rules the marked classes need, in the stylesheet's order. */
function cssFor(rules: StylesheetRules, marks: Marks): string {
  const out: string[] = [];
  const write = (nodes: readonly CssNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') out.push(node);
      else if ('css' in node) {
        if (node.when.some((set) => set.every((at) => marks[at] === USED))) out.push(node.css);
      } else {
        const start = out.length;
        out.push(node.open);
        write(node.nodes);
        // An empty group is left out, except an @layer: where it first appears sets its order.
        if (out.length === start + 1 && !node.keepEmpty) out.length = start;
        else out.push(node.close);
      }
    }
  };
  write(rules.nodes);
  // As React writes a <style>'s text: nothing in it may close the element. ASCII only (a CSS
  // escape for anything else): the document it goes into is handled as one character per byte.
  return withoutUnreadProperties(out)
    .join('')
    .replace(/<\/(style)/gi, '<\\/$1')
    .replace(NOT_ASCII, cssEscape);
}

/**
 * The CSS a rendered document needs. Per request it costs a scan of the class attributes, each
 * looked up once (pages repeat their components' attributes), and a lookup of the page's class
 * set: its CSS is cached.
 */
export function pageCssFor(rules: StylesheetRules): (html: string) => string {
  const index = new Map(rules.classes.map((name, at) => [name, at]));
  const attributes = new Map<string, number[]>();
  const cache = new LRUCache<string, string>({ max: CACHED_SETS });

  const classesOf = (attribute: string): number[] => {
    let classes = attributes.get(attribute);
    // Stryker disable next-line ConditionalExpression: a cache of the lookup below; reading again gives the same classes
    if (!classes) {
      // Stryker disable next-line ArrayDeclaration: a text in the list marks the Buffer's property of that name, never a class
      classes = [];
      // Stryker disable next-line Regex: the empty tokens between two spaces name no class
      for (const token of attribute.split(/\s+/)) {
        const at = index.get(unescapeEntities(fromBytes(token)));
        // Stryker disable next-line ConditionalExpression: an undefined index marks the Buffer's property `undefined`, never a class
        if (at !== undefined) classes.push(at);
      }
      // Stryker disable next-line ConditionalExpression,EqualityOperator,CallExpression: when the lookup cache starts over only costs time
      if (attributes.size >= REMEMBERED_ATTRIBUTES) attributes.clear();
      // Stryker disable next-line CallExpression: a cache; without it each attribute is looked up again, to the same classes
      attributes.set(attribute, classes);
    }
    return classes;
  };

  return (html) => {
    const marks: Marks = Buffer.alloc(rules.classes.length, 0x30);
    // Stryker disable next-line StringLiteral: the attribute group always matches; the default only satisfies the type
    for (const [, attribute = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
      for (const at of classesOf(attribute)) marks[at] = USED;
    }
    const key = marks.toString('latin1');
    let css = cache.get(key);
    // Stryker disable next-line ConditionalExpression: a cache; computing again gives the same CSS
    if (css === undefined) {
      css = cssFor(rules, marks);
      // Stryker disable next-line CallExpression: a cache; without it the same CSS is computed again
      cache.set(key, css);
    }
    return css;
  };
}

/**
 * The rendered document with PAGE_CSS_SLOT filled with the CSS its classes need, the document
 * being its UTF-8 bytes read one character per byte (`toString('latin1')`, as entry.server reads
 * it; the CSS is ASCII, the same in either reading). entry.server has the page whole before its
 * first byte leaves. Classes that come later (menus, toasts, other
 * pages after a client navigation) are the full stylesheet's job, loaded by entry.client.
 */
export function pageCssInliner(rules: StylesheetRules): (html: string) => string {
  const cssOf = pageCssFor(rules);
  return (html) => {
    const at = html.indexOf(PAGE_CSS_SLOT);
    if (at === -1) return html;
    return html.slice(0, at) + cssOf(html) + html.slice(at + PAGE_CSS_SLOT.length);
  };
}
