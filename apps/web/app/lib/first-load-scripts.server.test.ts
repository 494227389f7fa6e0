import { describe, expect, it } from 'vitest';
import { deferFirstLoadScripts, deferRouteModules } from './first-load-scripts.server';

const head =
  '<head><link rel="preload" as="image" href="/a.webp"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-x.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-y.js"/><title>T</title></head>';

describe('deferFirstLoadScripts', () => {
  it('drops every modulepreload link and keeps the rest', () => {
    expect(deferFirstLoadScripts(head)).toBe(
      '<head><link rel="preload" as="image" href="/a.webp"/><title>T</title></head>',
    );
  });

  it('leaves other module scripts and text alone', () => {
    const body = '<body><p>a < b</p><script type="module">import("/assets/e.js");</script></body>';
    expect(deferFirstLoadScripts(body)).toBe(body);
  });

  it('defers the route-module script and keeps the text around it', () => {
    const page = `<body><main>Señal</main><script nonce="n" type="module" async="">${ROUTE_SCRIPT}</script></body>`;
    const html = deferFirstLoadScripts(page);
    expect(html).toMatch(/^<body><main>Señal<\/main><script nonce="n" type="module" async="">/);
    expect(html).not.toContain('import * as');
    expect(html).not.toContain('import "');
    expect(html).toContain('addEventListener("load"');
  });

  it("moves React Router's scroll restoration out of the parser's way into the deferred script", () => {
    const html = deferFirstLoadScripts(PAGE);
    expect(html).not.toContain(`${SCROLL_CODE}</script>`);
    // The element stays where React hydrates it, empty.
    expect(html).toContain(
      '<main>Señal</main><script nonce="n"></script><script nonce="n">window.__reactRouterContext = {};',
    );
    expect(html.match(/react-router-scroll-positions/g)).toHaveLength(1);
  });

  it('leaves the scroll restoration where it stands when no route-module script is deferred', () => {
    const page = `<body>${SCROLL}<script type="module">import("/assets/e.js");</script></body>`;
    expect(deferFirstLoadScripts(page)).toBe(page);
  });
});

/** React Router 7's scroll-restoration script, shortened: a function called with its storage key. */
const SCROLL_CODE =
  '((storageKey2, restoreKey) => {\n    window.scrolled = [storageKey2, restoreKey];\n  })("react-router-scroll-positions", null)';
const SCROLL = `<script nonce="n">${SCROLL_CODE}</script>`;

/**
 * The shape of React Router 7's route-module script (a real page's, shortened): the route
 * manifest is a module of its own (routeDiscovery `initial`).
 */
const ROUTE_SCRIPT = `import "/assets/manifest-M.js";
import * as route0 from "/assets/root-C.js";
import * as route1 from "/assets/page-B.js";
  
  window.__reactRouterRouteModules = {"root":route0,"es/page/inicio":route1};

import("/assets/entry.client-A.js");`;

/** A document's scripts as React Router writes them: scroll restoration, context, route modules. */
const PAGE = `<body><main>Señal</main>${SCROLL}<script nonce="n">window.__reactRouterContext = {};</script><script nonce="n" type="module" async="">${ROUTE_SCRIPT}</script></body>`;

const MANIFEST = '/assets/manifest-M.js';
const ENTRY = {
  module: '/assets/entry.client-A.js',
  imports: ['/assets/framework-F.js', '/assets/app-P.js'],
};

/**
 * Runs the deferred script against a stand-in browser: `import()` records what is run, the
 * links appended to the head what is fetched; timers, the largest paint and the load event are
 * fired by the test.
 */
function browser(readyState: 'loading' | 'complete', reportsPaints = true, page?: string) {
  const fetched: Array<Record<string, string>> = [];
  const run: string[] = [];
  const timers: Array<{ ms: number; run: () => void }> = [];
  const paints: Array<() => void> = [];
  const listeners: Array<() => void> = [];
  const window: Record<string, unknown> = {};
  class PerformanceObserver {
    static supportedEntryTypes = reportsPaints ? ['largest-contentful-paint'] : [];
    constructor(private callback: (list: unknown, observer: PerformanceObserver) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      paints.push(() => this.callback({}, this));
    }
    disconnect() {}
  }
  const document = {
    readyState,
    createElement: () => ({}),
    head: { append: (link: Record<string, string>) => fetched.push(link) },
  };
  const tag = page
    ? (/<script[^>]*type="module"[^>]*>[\s\S]*?<\/script>/.exec(deferFirstLoadScripts(page))?.[0] ??
      '')
    : deferRouteModules(`<script nonce="n0nce" type="module" async="">${ROUTE_SCRIPT}</script>`);
  const body = tag
    .replace(/^<script[^>]*>/, '')
    .replace(/<\/script>$/, '')
    .replaceAll('import(', 'load(');
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  const script = new AsyncFunction(
    'window',
    'document',
    'addEventListener',
    'PerformanceObserver',
    'setTimeout',
    'load',
    body,
  );
  const done = script(
    window,
    document,
    (_type: string, listener: () => void) => listeners.push(listener),
    PerformanceObserver,
    (callback: () => void, ms: number) => timers.push({ ms, run: callback }),
    async (url: string) => {
      run.push(url);
      if (url === MANIFEST) window.__reactRouterManifest = { entry: ENTRY };
      return { url };
    },
  );
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Fires the timers of `ms` set so far, once each. */
  const fire = (ms: number) => {
    const due = timers.filter((timer) => timer.ms === ms);
    timers.splice(0, timers.length, ...timers.filter((timer) => timer.ms !== ms));
    for (const timer of due) timer.run();
  };
  /** Lets the script go on, one task (one 0 ms timer) at a time, until it ends. */
  const finish = async () => {
    let ended = false;
    void done.then(() => {
      ended = true;
    });
    for (let task = 0; task < 20 && !ended; task++) {
      fire(0);
      await settle();
    }
    await done;
  };
  return { fetched, run, paints, listeners, window, done, settle, fire, finish };
}

describe('deferRouteModules', () => {
  it('fetches nothing before the page has loaded and painted, then everything at once', async () => {
    const page = browser('loading');
    page.fire(0);
    await page.settle();
    page.listeners[0]?.();
    page.fire(0);
    await page.settle();
    expect(page.fetched).toEqual([]);
    expect(page.run).toEqual([]);
    page.paints[0]?.();
    page.fire(0);
    await page.settle();
    // The route manifest first; then every module asked for at once, with the page's nonce,
    // none run yet but the first.
    expect(page.fetched).toEqual(
      ['/assets/framework-F.js', '/assets/app-P.js', '/assets/root-C.js', '/assets/page-B.js'].map(
        (href) => ({ rel: 'modulepreload', href, nonce: 'n0nce' }),
      ),
    );
    expect(page.run).toEqual([MANIFEST, '/assets/framework-F.js']);
    // One module graph per task: the app's chunk only after a timer, then the routes.
    await page.settle();
    expect(page.run).toEqual([MANIFEST, '/assets/framework-F.js']);
    page.fire(0);
    await page.settle();
    expect(page.run).toEqual([MANIFEST, '/assets/framework-F.js', '/assets/app-P.js']);
    await page.finish();
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-C.js' },
      'es/page/inicio': { url: '/assets/page-B.js' },
    });
    // The entry (it hydrates) only once the route modules are in place.
    expect(page.run.slice(3)).toEqual([
      '/assets/root-C.js',
      '/assets/page-B.js',
      '/assets/entry.client-A.js',
    ]);
  });

  it('needs no load event once the page has loaded, nor a paint report where there is none', async () => {
    const loaded = browser('complete');
    expect(loaded.listeners).toHaveLength(0);
    loaded.paints[0]?.();
    await loaded.finish();
    expect(loaded.run).toContain('/assets/root-C.js');

    const noPaints = browser('loading', false);
    expect(noPaints.paints).toHaveLength(0);
    noPaints.listeners[0]?.();
    await noPaints.finish();
    expect(noPaints.run).toContain('/assets/root-C.js');
  });

  it('restores the scroll after the first screen, in a task of its own before any module', async () => {
    const page = browser('complete', true, PAGE);
    page.paints[0]?.();
    await page.settle();
    expect(page.window.scrolled).toBeUndefined();
    page.fire(0);
    await page.settle();
    expect(page.window.scrolled).toEqual(['react-router-scroll-positions', null]);
    expect(page.run).toEqual([]);
    await page.finish();
    expect(page.run).toContain('/assets/entry.client-A.js');
  });

  it('goes ahead after 3 s whatever is still loading', async () => {
    const slow = browser('loading');
    slow.fire(3000);
    await slow.finish();
    expect(slow.run).toContain('/assets/page-B.js');
  });

  it('leaves a script without route modules as it is', () => {
    const script = 'import("/assets/e.js");';
    expect(deferRouteModules(script)).toBe(script);
    // Route imports without React Router's module table are someone else's script.
    const other = '<script type="module">import * as route0 from "/a.js";\nuse(route0);</script>';
    expect(deferRouteModules(other)).toBe(other);
    const noImports = '<script type="module">window.__reactRouterRouteModules = {};</script>';
    expect(deferRouteModules(noImports)).toBe(noImports);
  });

  it('defers a script written on one line, with any number of routes and no nonce (development)', () => {
    const routes = Array.from({ length: 11 }, (_, at) => `route${at}`);
    const script =
      '<script type="module">import "/assets/manifest-M.js";' +
      routes.map((name, at) => `import * as ${name} from "/assets/r${at}.js";`).join('') +
      `window.__reactRouterRouteModules = {${routes.map((name) => `"${name}":${name}`).join(',')}};</script>`;
    const deferred = deferRouteModules(script);
    expect(deferred).not.toContain('import * as');
    expect(deferred).not.toContain('import "');
    expect(deferred).toContain('await import("/assets/manifest-M.js");');
    expect(deferred).toContain(`const [${routes.join(', ')}] = await Promise.all(`);
    expect(deferred).toContain('"/assets/r10.js"];');
    expect(deferred).toContain('nonce: ""');
  });

  it('gives the links the script’s nonce wherever the attribute stands', () => {
    const script = `<script type="module" async="" nonce="abc123">${ROUTE_SCRIPT}</script>`;
    expect(deferRouteModules(script)).toContain('nonce: "abc123"');
  });
});
