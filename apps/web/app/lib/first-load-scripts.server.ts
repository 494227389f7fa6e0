/**
 * React Router's <Scripts> emits a `<link rel="modulepreload">` for every chunk of the entry and
 * the matched routes, and React hoists them to the top of <head>: about 20 high-priority script
 * downloads (≈150 KB) start before the first paint and compete with the hero image, and the
 * async route-module script can run (and hydrate) before the browser has painted anything.
 * Those links are removed. (docs/decisions/035-web-first-paint.md)
 */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;
const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*>[\s\S]*?<\/script>/g;
const ROUTE_IMPORT = /import \* as (route\d+) from ("[^"]+");\n?/g;
/** A module imported for what it does (React Router's route manifest, a file of its own). */
const SIDE_EFFECT_IMPORT = /import ("[^"]+");\n?/g;
const ROUTE_MODULES = 'window.__reactRouterRouteModules';
/**
 * React Router's scroll-restoration script (`<ScrollRestoration>`, a classic inline script): it
 * gives the history entry a key and scrolls to the position saved for it. Its first
 * `sessionStorage` read and its `history.replaceState` wait on the browser process (7–16 ms
 * here), inside the parser's task when it runs where it stands.
 */
const SCROLL_SCRIPT =
  /(<script\b[^>]*>)(\((?:(?!<\/script>)[\s\S])*?\)\("react-router-scroll-positions"[^<]*)<\/script>/;

/**
 * What the route-module script waits for before it fetches a module: the page's own load (the
 * hero image, the font) and its largest paint (where the browser reports it), or 3 s, whichever
 * comes first. The scripts then never share the network with what the first screen shows.
 */
const AFTER_FIRST_SCREEN = `await new Promise((go) => {
  let loaded = document.readyState === "complete";
  let painted = !PerformanceObserver.supportedEntryTypes?.includes("largest-contentful-paint");
  const next = () => loaded && painted && setTimeout(go, 0);
  if (!loaded) addEventListener("load", () => { loaded = true; next(); }, { once: true });
  if (!painted) new PerformanceObserver((_, observer) => { observer.disconnect(); painted = true; next(); }).observe({ type: "largest-contentful-paint", buffered: true });
  next();
  setTimeout(go, 3000);
});`;

/**
 * The route-module script with its static imports made dynamic, after the first screen.
 * `firstTask` (code), if any, runs first, in a task of its own: after the first screen, before
 * any module. Every
 * module is asked for at once (module preload links with the script's nonce: fetched and
 * compiled, not run), then run one graph per task: the entry's chunks (the framework first),
 * then the route modules, so that no single task runs all the page's JavaScript (a 12–14 ms task
 * here, the largest of the first load). Then React Router's own code runs as it was written; the
 * entry hydrates when it runs, so it comes last, once the route modules are in place.
 */
export function deferRouteModules(script: string, firstTask?: string): string {
  const imports = [...script.matchAll(ROUTE_IMPORT)];
  if (imports.length === 0 || !script.includes(ROUTE_MODULES)) return script;
  // The match starts at the script's own tag: `script` is one <script> element.
  const nonce = /<script\b[^>]*\bnonce="([^"]*)"/.exec(script)?.[1] ?? '';
  const names = imports.map(([, name]) => name).join(', ');
  const routes = imports.map(([, , url]) => url).join(', ');
  const sideEffects = [...script.matchAll(SIDE_EFFECT_IMPORT)].map(
    ([, url]) => `await import(${url});`,
  );
  const fetches = [
    AFTER_FIRST_SCREEN,
    ...(firstTask ? [`${firstTask};`, 'await new Promise((next) => setTimeout(next, 0));'] : []),
    ...sideEffects,
    'const { entry } = window.__reactRouterManifest;',
    `const routes = [${routes}];`,
    'for (const href of [...entry.imports, ...routes]) {',
    '  const link = document.createElement("link");',
    `  Object.assign(link, { rel: "modulepreload", href, nonce: ${JSON.stringify(nonce)} });`,
    '  document.head.append(link);',
    '}',
    'for (const url of entry.imports) {',
    '  await import(url);',
    '  await new Promise((next) => setTimeout(next, 0));',
    '}',
    `const [${names}] = await Promise.all(routes.map((url) => import(url)));`,
    '',
  ].join(
    // Stryker disable next-line StringLiteral: each line ends a statement or a block, so the script runs the same on one line
    '\n',
  );
  // A function, not a replacement string, inserts `fetches`: `firstTask` is React Router's code,
  // where a `$` would be read as a pattern.
  return script
    .replace(ROUTE_IMPORT, '')
    .replace(SIDE_EFFECT_IMPORT, '')
    .replace(ROUTE_MODULES, () => `${fetches}${ROUTE_MODULES}`);
}

/**
 * The rendered document without module preload links and with the route-module script deferred
 * until the first screen is shown. The code of React Router's scroll-restoration script moves
 * into the deferred script, where it runs first (the browser restores a reloaded page's scroll itself:
 * React Router hands it back on `pagehide`); it stays where it is when nothing is deferred.
 */
export function deferFirstLoadScripts(html: string): string {
  const scroll = SCROLL_SCRIPT.exec(html);
  // The scroll code until a deferred script takes it.
  let scrollCode = scroll?.[2];
  const deferred = html.replace(MODULE_PRELOAD, '').replace(MODULE_SCRIPT, (script) => {
    const rewritten = deferRouteModules(script, scrollCode);
    if (rewritten !== script) scrollCode = undefined;
    return rewritten;
  });
  if (!scroll || scrollCode !== undefined) return deferred;
  // The element stays, empty: React hydrates it (a missing one fails the whole hydration).
  return deferred.replace(scroll[0], () => `${scroll[1]}</script>`);
}
