import { createContext, useContext } from 'react';

/**
 * The document's CSS, given by entry.server and written into each document's <head>: no
 * render-blocking request before the first paint, and no stylesheet fetch queued behind the
 * module preloads (decision 035). On the server it is a slot that the rules the page's own
 * classes need fill once the page is rendered (app/lib/page-css.server.ts, decision 043). In the
 * browser the context is empty: the whole stylesheet comes as a file (full-stylesheet.ts).
 */
const InlineCssContext = createContext<string | null>(null);

export const InlineCssProvider = InlineCssContext.Provider;

/** React 19 hoists a `<style precedence>` into <head> ahead of the scripts and preloads. */
export function InlineStyles() {
  const css = useContext(InlineCssContext);
  return css ? (
    <style href="brilla-app-css" precedence="default">
      {css}
    </style>
  ) : null;
}
