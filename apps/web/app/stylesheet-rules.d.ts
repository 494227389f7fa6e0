/** vite-plugins/stylesheet-rules.ts: the compiled stylesheet, cut into rules at build. */
declare module '*.css?inline&rules' {
  const rules: import('./lib/page-css.server').StylesheetRules;
  export default rules;
}
