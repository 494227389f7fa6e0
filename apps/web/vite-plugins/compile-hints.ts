import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script whose first line is this comment
 * has all its functions compiled as it downloads, on the background thread that streams it,
 * instead of each one on the main thread the first time it is called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads of a chunk (Rolldown's RenderedChunk has more). */
export type ChunkFacts = { name: string; isEntry: boolean; facadeModuleId: string | null };

/** A route module of the app: `root.tsx`, a file in `app/routes/`, or a feature's `*-route` file. */
const ROUTE_MODULE = /[\\/]app[\\/](root\.tsx|routes[\\/][^?]+|[^?]+-route\.tsx?)(\?|$)/;

/**
 * Whether a chunk's code runs while a page loads, so that compiling all of it early pays: the
 * entry, the named chunks every page needs, and route modules. Code loaded on demand (a panel
 * opened by a tap, a library used on the visitor's first act) is left to compile lazily.
 */
export function runsOnLoad(chunk: ChunkFacts, initialChunks: readonly string[]): boolean {
  if (chunk.isEntry || initialChunks.includes(chunk.name)) return true;
  return chunk.facadeModuleId !== null && ROUTE_MODULE.test(chunk.facadeModuleId);
}

/** Vite's plugin that writes the map of each dynamic import's preloads at the top of a chunk. */
const PRELOAD_MAP_WRITER = 'vite:build-import-analysis';

type Bundle = Parameters<
  Extract<NonNullable<Plugin['generateBundle']>, (...args: never[]) => unknown>
>[1];

/** Puts the hint first in each chunk that runs on load; the hint must be a file's first line. */
function hintChunks(bundle: Bundle, initialChunks: readonly string[]): void {
  for (const file of Object.values(bundle)) {
    if (file.type === 'chunk' && runsOnLoad(file, initialChunks)) {
      file.code = `${COMPILE_HINT}\n${file.code}`;
    }
  }
}

/**
 * Puts the compile hint first in each browser chunk a load runs. On a phone, compiling React and
 * the app function by function is a third of the main thread's script time during hydration
 * (decision 035). It is done as the last step of Vite's preload map writer, which puts a line at
 * the top of chunks with dynamic imports: after it (the hint must come first), and before the
 * precompressed copies are made of the chunks.
 */
export function compileHints(initialChunks: readonly string[]): Plugin {
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
      const handler: typeof original = async function (this: unknown, options, bundle, isWrite) {
        await original.call(this as never, options, bundle, isWrite);
        hintChunks(bundle, initialChunks);
      };
      writer.generateBundle = typeof hook === 'function' ? handler : { ...hook, handler };
    },
  };
}
