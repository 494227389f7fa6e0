// Types of src/load.mjs for the TypeScript suites that run the same measurement (reliability's
// proxy). Kept outside src/: beside load.mjs it would hide the JavaScript's own types from the bench.
type Run = { requestsPerSecond: number; errors: number; non2xx: number; [key: string]: unknown };

export type LoadResult = {
  seconds: number;
  connections: number;
  page: string;
  pageBytes: number;
  pageEncoding: string;
  targets: { static: Run; staticVia?: Run; cached: Run; uncached: Run; contact?: Run };
  cachedToStaticRatio: number | null;
  /** The cached page against the static server behind the same proxy (with `replayVia`). */
  cachedToStaticViaRatio: number | null;
  uncachedToStaticRatio: number | null;
};

export function runLoad(
  baseUrl: string,
  options: {
    seconds: number;
    connections: number;
    skipContact?: boolean;
    workDir: string;
    root: string;
    log: (line: string) => void;
    replayVia?: (
      staticUrl: string,
    ) => Promise<{ name: string; url: string; stop: () => Promise<void> | void }>;
  },
): Promise<LoadResult>;
