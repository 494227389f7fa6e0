import { constants, type InputType } from 'node:zlib';
import { gzipAsync } from '@gfx/zopfli';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { colorMixFallbacks } from './vite-plugins/color-mix-fallbacks.ts';
import { compileHints } from './vite-plugins/compile-hints.ts';
import { rgbColours } from './vite-plugins/rgb-colours.ts';
import { stylesheetRulesPlugin } from './vite-plugins/stylesheet-rules.ts';

/**
 * The shared packages have no `sideEffects` field yet; their modules are pure, so saying so lets
 * the bundler drop what a page does not use (yup stays out of the browser).
 */
function pureWorkspacePackages(): Plugin {
  return {
    name: 'brilla:pure-workspace-packages',
    transform(code, id) {
      if (/\/packages\/(validation|i18n|types)\/dist\//.test(id)) {
        return { code, map: null, moduleSideEffects: false };
      }
      return undefined;
    },
  };
}

/**
 * The modules every CMS page needs: the root, the two layouts and the page route. Code that only
 * other routes reach (the blog's, the sitemap page's) stays in their own chunks.
 */
const SHELL = /[\\/]app[\\/](root\.tsx|routes[\\/](framed-layout|unframed-layout|page)\.tsx)$/;

type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** Whether a module is statically imported, directly or not, by a module of the shell. */
function inShell(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (SHELL.test(id)) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  return (graph.getModuleInfo(id)?.importers ?? []).some((by) => inShell(by, graph, seen));
}

/**
 * Client chunks, as a first visit pays for them (decision 033): every file costs its own gzip
 * header and loses the shared compression window, and the app was twenty small chunks. Now the
 * framework (React, React DOM, React Router; changes only on upgrades, so it stays cached across
 * releases) and the app (everything the shell imports) are one chunk each; the blog's and other
 * routes' own code stays with them. What is loaded on demand (the other language's dictionary,
 * the mobile menu's focus trap, toasts, blocks few pages show) is not `$initial` and keeps its
 * own chunk.
 */
const CLIENT_CHUNKS = {
  groups: [
    // The field measurements' library: loaded on the visitor's first act (features/visits),
    // never with the app, which the bundler would otherwise hoist it into.
    { name: 'web-vitals', test: /[\\/]node_modules[\\/]\.pnpm[\\/]web-vitals@/, priority: 3 },
    {
      name: 'framework',
      test: /[\\/]node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|react-router)@/,
      priority: 2,
    },
    {
      name: (id: string, graph: ModuleGraph) => (inShell(id, graph) ? 'app' : null),
      tags: ['$initial' as const],
      priority: 1,
    },
  ],
};

/**
 * The browser's files, compressed once at build time as small as the formats allow (gzip by
 * Zopfli, about 4 % smaller than zlib's level 9; brotli at quality 11), beside each file; the
 * server sends them as they are (server/app.ts) instead of compressing every answer at the
 * middleware's level 6 (decision 033).
 */
async function zopfliGzip(input: InputType): Promise<Buffer> {
  const bytes = typeof input === 'string' ? Buffer.from(input) : Buffer.from(input as Uint8Array);
  return Buffer.from(await gzipAsync(bytes, { numiterations: 15 }));
}

const precompressedAssets = () =>
  compression({
    include: /\.(js|css|svg|json)$/,
    algorithms: [
      defineAlgorithm(zopfliGzip),
      defineAlgorithm('brotliCompress', {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    ],
    logLevel: 'silent',
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    pureWorkspacePackages(),
    tailwindcss(),
    stylesheetRulesPlugin(),
    reactRouter(),
    isSsrBuild ? null : compileHints(),
    isSsrBuild ? null : precompressedAssets(),
  ],
  resolve: { tsconfigPaths: true },
  css: {
    postcss: {
      plugins: [colorMixFallbacks(), ...rgbColours()],
    },
  },
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.ANALYZE === '1',
    // The server build is the Express server (server/main.ts) with the app inside it, in
    // build/server/index.js: one TypeScript server, type-checked, compiled with the app.
    rollupOptions: isSsrBuild
      ? { input: './server/main.ts' }
      : { output: { codeSplitting: CLIENT_CHUNKS } },
  },
}));
