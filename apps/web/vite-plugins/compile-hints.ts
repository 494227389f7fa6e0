import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment
 * has all its functions compiled as it downloads, on the background thread that streams it,
 * instead of each one on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Vite's plugin that writes the map of each dynamic import's preloads at the top of a chunk. */
const PRELOAD_MAP_WRITER = 'vite:build-import-analysis';

type GenerateBundle = Extract<NonNullable<Plugin['generateBundle']>, (...args: never[]) => unknown>;

/**
 * Puts the compile hint first in every browser chunk. Each chunk here is either run by the load
 * that fetches it (entry, framework, app, route modules, the blocks a page shows) or fetched by the
 * act that runs it (the menu panel, a toast, web-vitals), so compiling all of it as it downloads
 * takes that work off the main thread: on a phone, compiling React and the app function by
 * function was a third of the hydration's script time (decision 035).
 *
 * It runs as the last step of Vite's preload map writer, which puts a line at the top of chunks
 * with dynamic imports: after it (the hint must be the first line), and before the precompressed
 * copies of the chunks are made.
 */
export function compileHints(): Plugin {
  return {
    name: 'brilla:compile-hints',
    apply: 'build',
    configResolved(config) {
      const writer = config.plugins.find((plugin) => plugin.name === PRELOAD_MAP_WRITER);
      const hook = writer?.generateBundle;
      if (!writer || !hook) {
        throw new Error(`compile hints: Vite has no ${PRELOAD_MAP_WRITER} plugin to follow`);
      }
      const original = typeof hook === 'function' ? hook : hook.handler;
      const handler: GenerateBundle = async function (this: unknown, options, bundle, isWrite) {
        await original.call(this as never, options, bundle, isWrite);
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue;
          file.code = `${COMPILE_HINT}\n${file.code}`;
          // A source map (ANALYZE=1), written already, maps by line: the code is one line lower.
          const map = bundle[file.sourcemapFileName ?? `${file.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      };
      writer.generateBundle = typeof hook === 'function' ? handler : { ...hook, handler };
    },
  };
}
