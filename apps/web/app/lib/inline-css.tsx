import { createContext, useContext } from 'react';

/**
 * The site's whole stylesheet, given by entry.server (`app.css?inline`) and written into each
 * document's <head>: no render-blocking request before the first paint, and no stylesheet
 * fetch queued behind the module preloads. Client navigations keep the same document, so the
 * browser bundle never carries the CSS (the context is empty there).
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
