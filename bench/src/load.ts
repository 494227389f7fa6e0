// Load on loopback with autocannon, bounded in time: the static limit, a cached page, an
// uncached render and the contact form. Each autocannon run is its own process.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { VISIT_PATH } from '@brilla/validation';
import { HOME } from './config.ts';
import { median, medianRunIndex } from './stats.ts';

/** What load-worker.ts is told: the target and how to load it. */
export type LoadOptions = {
  url: string;
  connections?: number;
  duration?: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /**
   * bust: a new query string per request; contact: form posts, each from its own address;
   * visit: page-view beacons, each from its own address
   */
  mode?: 'bust' | 'contact' | 'visit';
  /** Requests per second across all connections (autocannon's overallRate); unset: as fast as it can. */
  rate?: number;
};

/** What load-worker.ts prints: one autocannon run's summary. */
export type LoadRun = {
  requestsPerSecond: number | null;
  requests: number;
  latencyP50Ms: number | null;
  latencyP99Ms: number | null;
  latencyMaxMs: number | null;
  bytesPerSecond: number | null;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Answers per HTTP status (a non-2xx or an error is named, not only counted). */
  statusCodes?: Record<string, number>;
  durationSeconds: number | null;
  connections: number;
  /** contact mode: how many posts ended in each outcome */
  outcomes?: Record<string, number>;
};

/** A measured target: the run, what was loaded, and the cache headers it answered with. */
export type LoadTarget = LoadRun & {
  path: string;
  through?: string;
  responseHeaders?: Record<string, string | string[]>;
};

export type LoadResult = Awaited<ReturnType<typeof runLoad>>;

const WORKER = path.join(import.meta.dirname, 'load-worker.ts');
const STATIC_SERVER = path.join(import.meta.dirname, 'static-server.ts');
/** What a browser sends: the site may compress, the static server replays the same bytes. */
export const ACCEPT_ENCODING = 'br, gzip';
const REPLAYED_HEADERS = ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag'];
const CACHE_HEADERS = ['cache-control', 'x-cache', 'cache-status', 'age', 'x-render-cache'];

/** Runs autocannon in a child process; resolves with its JSON summary. */
export function autocannonRun(options: LoadOptions): Promise<LoadRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [WORKER, JSON.stringify(options)], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.stderr.on('data', (chunk) => {
      err += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`autocannon run failed (exit ${code}): ${err.trim() || out.trim()}`));
      }
    });
  });
}

/** A raw GET (no decompression): status, headers and the bytes as sent. */
function rawGet(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number | undefined; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.setTimeout(15_000, () => request.destroy(new Error(`timeout fetching ${url}`)));
    request.on('error', reject);
  });
}

function pickHeaders(headers: http.IncomingHttpHeaders, names: readonly string[]) {
  const picked: Record<string, string | string[]> = {};
  for (const name of names) {
    const value = headers[name];
    if (value !== undefined) picked[name] = value;
  }
  return picked;
}

/** Starts the static server on the saved bytes; resolves with its URL and a stop function. */
function startStaticServer(
  bodyFile: string,
  headers: Record<string, string | string[]>,
): Promise<{ url: string; stop: () => void }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [STATIC_SERVER, bodyFile, JSON.stringify(headers)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (!out.includes('\n')) return;
      const line = out.slice(0, out.indexOf('\n'));
      const { port }: { port: number } = JSON.parse(line);
      resolve({
        url: `http://127.0.0.1:${port}${HOME}`,
        stop: () => {
          child.kill('SIGTERM');
        },
      });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`static server exited (${code})`)));
  });
}

/** Uncompressed size of a page and how much of it is inline script (loader data, JSON-LD). */
export function htmlShape(html: string) {
  const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)];
  return {
    htmlBytes: Buffer.byteLength(html),
    inlineScriptBytes: scripts.reduce((sum, match) => sum + Buffer.byteLength(match[1] ?? ''), 0),
  };
}

const ratio = (a: unknown, b: unknown) =>
  typeof a === 'number' && typeof b === 'number' && b > 0
    ? Math.round((a / b) * 1000) / 1000
    : null;

/** Page-view beacons per second streamed beside the cached page: a busy day's peak, ten times over. */
export const VISIT_BEACON_RATE = 50;
/** A page-view beacon as a browser sends it on a visit's first page (features/visits). */
const VISIT_BEACON = JSON.stringify({
  kind: 'view',
  path: '/blog',
  device: 'mobile',
  entry: true,
  referrer: 'www.google.com',
  source: '',
  medium: '',
  campaign: '',
});

/** A contact post body: valid fields, empty honeypot. */
const CONTACT_BODY = new URLSearchParams({
  name: 'Prueba de carga',
  email: 'bench@brilla.test',
  message: 'Mensaje de la prueba de carga del sitio: se puede archivar sin responder.',
  website: '',
}).toString();

/**
 * The cached page measured again while page-view beacons stream in at VISIT_BEACON_RATE, each
 * from its own address (the web trusts loopback proxies), so every one is counted.
 */
async function measureWithVisits(
  baseUrl: string,
  seconds: number,
  measure: (url: string) => Promise<LoadRun>,
): Promise<{ page: LoadRun; beacons: LoadRun }> {
  const [page, beacons] = await Promise.all([
    measure(baseUrl + HOME),
    autocannonRun({
      url: `${baseUrl}${VISIT_PATH}`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: VISIT_BEACON,
      mode: 'visit',
      connections: 4,
      rate: VISIT_BEACON_RATE,
      duration: seconds,
    }),
  ]);
  return { page, beacons };
}

/** The turn whose `rps` is closest to the median over the turns (what a report row shows). */
function medianTurn<T>(turns: readonly T[], rps: (turn: T) => number | null | undefined): T {
  const turn = turns[medianRunIndex(turns.map(rps))];
  if (!turn) throw new Error('no turn was measured');
  return turn;
}

/**
 * Turns of each comparison the budgets read (the cached page against the static server and
 * against itself beside visit beacons; today's render against the older web's), measured back
 * to back so both sides of a ratio see the machine in the same state: on two cores, one 10 s run
 * of each moved the cached page's ratio 16 points between two runs of one build.
 */
export const TURNS = 3;

/** The runs of one turn of the cached page's comparisons. */
type CachedTurn = {
  static: LoadRun;
  cached: LoadRun;
  withVisits: { page: LoadRun; beacons: LoadRun } | null;
};

/**
 * The static server, the cached page and (when measured) the cached page beside visit beacons,
 * one after the other in each of `turns` turns. Each ratio is the median of the turns' ratios;
 * each target's run is its own median turn.
 */
export async function measureCachedTurns(
  turns: number,
  run: {
    static: () => Promise<LoadRun>;
    cached: () => Promise<LoadRun>;
    withVisits: (() => Promise<{ page: LoadRun; beacons: LoadRun }>) | null;
  },
  log: (line: string) => void,
) {
  const measured: CachedTurn[] = [];
  for (let turn = 1; turn <= turns; turn++) {
    const visits = run.withVisits ? ', then the cached page beside visit beacons' : '';
    log(`    turn ${turn}/${turns}: the static server, the cached page${visits}`);
    const staticRun = await run.static();
    const cached = await run.cached();
    measured.push({
      static: staticRun,
      cached,
      withVisits: run.withVisits ? await run.withVisits() : null,
    });
  }
  const toStatic = measured.map((turn) =>
    ratio(turn.cached.requestsPerSecond, turn.static.requestsPerSecond),
  );
  const withVisitsToCached = measured.map((turn) =>
    ratio(turn.withVisits?.page.requestsPerSecond, turn.cached.requestsPerSecond),
  );
  return {
    static: medianTurn(measured, (turn) => turn.static.requestsPerSecond).static,
    cached: medianTurn(measured, (turn) => turn.cached.requestsPerSecond).cached,
    withVisits: medianTurn(measured, (turn) => turn.withVisits?.page.requestsPerSecond).withVisits,
    cachedToStaticRatio: median(toStatic),
    // null when no turn had beacons: a median of no number
    cachedWithVisitsRatio: median(withVisitsToCached),
    turns: measured.map((turn, index) => ({
      static: turn.static.requestsPerSecond,
      cached: turn.cached.requestsPerSecond,
      cachedWithVisits: turn.withVisits?.page.requestsPerSecond ?? null,
      cachedToStatic: toStatic[index] ?? null,
      cachedWithVisitsToCached: withVisitsToCached[index] ?? null,
    })),
  };
}

type Measure = (url: string, extra?: Partial<LoadOptions>) => Promise<LoadRun>;

/**
 * The uncached render: one run, or with a baseline TURNS turns of the baseline's
 * render then today's, so both see the machine in the same state. The ratio is the median of
 * the turns' ratios; each side's run is its median turn.
 */
export async function measureUncached(
  pageUrl: string,
  baseline: { url: string; commit: string } | null | undefined,
  measure: Measure,
  warm: Measure,
  log: (line: string) => void,
) {
  log(`  uncached render ${HOME}?bench-render=<unique>`);
  // Each render warmed (JIT, caches) by renders, so no measured run is its warm-up.
  await warm(pageUrl, { mode: 'bust' });
  if (!baseline) {
    return { current: await measure(pageUrl, { mode: 'bust' }), baseline: null, ratio: null };
  }
  const baselineUrl = baseline.url + HOME;
  await warm(baselineUrl, { mode: 'bust' });
  const turns: { baseline: LoadRun; current: LoadRun }[] = [];
  for (let turn = 1; turn <= TURNS; turn++) {
    log(`    turn ${turn}/${TURNS}: the web at ${baseline.commit}, then today's`);
    const before = await measure(baselineUrl, { mode: 'bust' });
    turns.push({ baseline: before, current: await measure(pageUrl, { mode: 'bust' }) });
  }
  const ratios = turns.map((turn) =>
    ratio(turn.current.requestsPerSecond, turn.baseline.requestsPerSecond),
  );
  const at = (side: 'baseline' | 'current') =>
    medianTurn(turns, (turn) => turn[side].requestsPerSecond)[side];
  return {
    current: at('current'),
    baseline: {
      commit: baseline.commit,
      ...at('baseline'),
      turns: turns.map((turn, index) => ({
        baseline: turn.baseline.requestsPerSecond,
        current: turn.current.requestsPerSecond,
        ratio: ratios[index] ?? null,
      })),
    },
    ratio: median(ratios),
  };
}

/**
 * `replayVia` (optional) puts something in front of the static server (the reliability suite's
 * nginx): given the static server's URL it answers the URL to measure through and how to stop it,
 * so a cached page behind a proxy is compared with the same bytes behind the same proxy.
 */
export async function runLoad(
  baseUrl: string,
  {
    seconds,
    connections,
    skipContact,
    skipVisits,
    turns = TURNS,
    workDir,
    root,
    log,
    baseline,
    replayVia,
  }: {
    seconds: number;
    connections: number;
    skipContact?: boolean;
    /** Leaves out the cached page measured again while visit beacons stream in. */
    skipVisits?: boolean;
    /** Turns of the static server against the cached page (TURNS unless given). */
    turns?: number;
    workDir: string;
    root: string;
    log: (line: string) => void;
    /** An older build of the web on the same CMS, whose uncached render is measured in turns. */
    baseline?: { url: string; commit: string } | null;
    replayVia?: (staticUrl: string) => Promise<{
      name: string;
      url: string;
      stop: () => Promise<void> | void;
    }>;
  },
) {
  const pageUrl = baseUrl + HOME;
  const headers = { 'accept-encoding': ACCEPT_ENCODING };
  const warm = (url: string, extra: Partial<LoadOptions> = {}) =>
    autocannonRun({ url, connections, duration: 2, headers, ...extra });
  const measure = (url: string, extra: Partial<LoadOptions> = {}) =>
    autocannonRun({ url, connections, duration: seconds, headers, ...extra });

  // The page's bytes as the site sends them to a browser, replayed by the static server.
  await rawGet(pageUrl, headers);
  const page = await rawGet(pageUrl, headers);
  if (page.status !== 200) throw new Error(`${pageUrl} answered ${page.status}`);
  mkdirSync(workDir, { recursive: true });
  const bodyFile = path.join(workDir, 'page.body');
  writeFileSync(bodyFile, page.body);
  const replayed = pickHeaders(page.headers, REPLAYED_HEADERS);
  const bust = await rawGet(`${pageUrl}?bench-render=probe-${Date.now()}`, headers);
  const html = (await rawGet(pageUrl, { 'accept-encoding': 'identity' })).body.toString('utf8');

  let staticVia: LoadTarget | undefined;
  let compared: Awaited<ReturnType<typeof measureCachedTurns>>;
  const staticServer = await startStaticServer(bodyFile, replayed);
  try {
    if (replayVia) {
      const via = await replayVia(staticServer.url);
      try {
        log(`  static server through ${via.name}: ${connections} connections, ${seconds} s`);
        await warm(via.url);
        staticVia = { path: HOME, through: via.name, ...(await measure(via.url)) };
      } finally {
        await via.stop();
      }
    }
    log(`  static server and cached page ${HOME}: ${connections} connections, ${seconds} s each`);
    await warm(staticServer.url);
    await warm(pageUrl);
    compared = await measureCachedTurns(
      turns,
      {
        static: () => measure(staticServer.url),
        cached: () => measure(pageUrl),
        withVisits: skipVisits ? null : () => measureWithVisits(baseUrl, seconds, measure),
      },
      log,
    );
  } finally {
    staticServer.stop();
  }
  const cached: LoadTarget = {
    path: HOME,
    responseHeaders: pickHeaders(page.headers, CACHE_HEADERS),
    ...compared.cached,
  };
  const render = await measureUncached(pageUrl, baseline, measure, warm, log);
  const uncached: LoadTarget = {
    path: `${HOME}?bench-render=<unique per request>`,
    responseHeaders: pickHeaders(bust.headers, CACHE_HEADERS),
    ...render.current,
  };
  const targets: {
    static: LoadTarget;
    staticVia?: LoadTarget;
    cached: LoadTarget;
    cachedWithVisits?: LoadTarget;
    visits?: LoadTarget;
    uncached: LoadTarget;
    contact?: LoadTarget;
  } = {
    static: { path: HOME, ...compared.static },
    ...(staticVia ? { staticVia } : {}),
    cached,
    ...(compared.withVisits
      ? {
          cachedWithVisits: { path: HOME, ...compared.withVisits.page },
          visits: { path: `POST ${VISIT_PATH}`, ...compared.withVisits.beacons },
        }
      : {}),
    uncached,
  };

  if (!skipContact) {
    const contactUrl = `${baseUrl}/contactanos.data`;
    log('  contact form posts (web action, one X-Forwarded-For per request)');
    const contact: Omit<LoadOptions, 'url'> = {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: CONTACT_BODY,
      mode: 'contact',
      connections: Math.min(connections, 16),
    };
    targets.contact = {
      path: 'POST /contactanos.data',
      ...(await autocannonRun({ url: contactUrl, duration: seconds, ...contact })),
    };
  }

  const reliabilityFile = path.join(root, 'reliability/results/load.json');
  let reliability: unknown = null;
  if (existsSync(reliabilityFile)) {
    try {
      reliability = JSON.parse(readFileSync(reliabilityFile, 'utf8'));
    } catch (error) {
      reliability = { error: `unreadable: ${error instanceof Error ? error.message : error}` };
    }
  }

  return {
    seconds,
    connections,
    acceptEncoding: ACCEPT_ENCODING,
    page: HOME,
    pageBytes: page.body.length,
    pageEncoding: page.headers['content-encoding'] ?? 'identity',
    ...htmlShape(html),
    targets,
    cachedToStaticRatio: compared.cachedToStaticRatio,
    cachedToStaticViaRatio: targets.staticVia
      ? ratio(targets.cached.requestsPerSecond, targets.staticVia.requestsPerSecond)
      : null,
    cachedWithVisitsRatio: compared.cachedWithVisitsRatio,
    cachedTurns: compared.turns,
    uncachedToStaticRatio: ratio(
      targets.uncached.requestsPerSecond,
      targets.static.requestsPerSecond,
    ),
    baseline: render.baseline,
    uncachedToBaselineRatio: render.ratio,
    reliability,
  };
}
