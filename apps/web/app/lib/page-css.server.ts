import { Transform } from 'node:stream';
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
  token.includes('&') ? token.replace(ENTITY, (entity) => ENTITIES[entity] ?? entity) : token;

/** The indices of the stylesheet's classes the HTML uses, in ascending order. */
export function classesUsed(html: string, index: ReadonlyMap<string, number>): number[] {
  const used = new Set<number>();
  for (const [, value = ''] of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const token of value.split(/\s+/)) {
      const at = index.get(unescapeEntities(token));
      if (at !== undefined) used.add(at);
    }
  }
  return [...used].sort((a, b) => a - b);
}

/** The stylesheet with only the rules the classes (indices) need, in the stylesheet's order. */
export function cssFor(rules: StylesheetRules, used: readonly number[]): string {
  const present = new Uint8Array(rules.classes.length);
  for (const at of used) present[at] = 1;
  const out: string[] = [];
  const write = (nodes: readonly CssNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') out.push(node);
      else if ('css' in node) {
        if (node.when.some((set) => set.every((at) => present[at] === 1))) out.push(node.css);
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
  // As React writes a <style>'s text: nothing in it may close the element.
  return out.join('').replace(/<\/(style)/gi, '<\\/$1');
}

/**
 * A transform for the document's stream that fills PAGE_CSS_SLOT with the CSS the page's classes
 * need. The page is rendered whole before its first byte (entry.server), so holding it back
 * until its end costs no time. The CSS is cached by class set (pages repeat theirs): a request
 * pays a scan of its HTML and a lookup. Classes that come later (menus, toasts, other pages
 * after a client navigation) are the full stylesheet's job, loaded by entry.client.
 */
export function pageCssInliner(rules: StylesheetRules): () => Transform {
  const index = new Map(rules.classes.map((name, at) => [name, at]));
  const cache = new LRUCache<string, Buffer>({ max: CACHED_SETS });
  const slot = Buffer.from(PAGE_CSS_SLOT);

  const fill = (html: Buffer): Buffer => {
    const at = html.indexOf(slot);
    if (at === -1) return html;
    // Class names are ASCII: one byte per character reads them without decoding UTF-8.
    const used = classesUsed(html.toString('latin1'), index);
    const key = used.join(' ');
    let css = cache.get(key);
    if (!css) {
      css = Buffer.from(cssFor(rules, used));
      cache.set(key, css);
    }
    return Buffer.concat([html.subarray(0, at), css, html.subarray(at + slot.length)]);
  };

  return () => {
    const chunks: Buffer[] = [];
    return new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      flush(callback) {
        callback(null, fill(Buffer.concat(chunks)));
      },
    });
  };
}
