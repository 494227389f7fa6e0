// One autocannon run in its own process (so the benchmark's own event loop never competes with
// the load generator): `node load-worker.ts '<json options>'`, prints the summary as JSON.
// Modes: plain (same request each time), bust (a new query string per request, so no cache
// keyed on the URL can answer), contact (form posts, each from its own X-Forwarded-For).

import type { Request } from 'autocannon';
import autocannon from 'autocannon';
import type { LoadOptions, LoadRun } from './load.ts';

const options: LoadOptions = JSON.parse(process.argv[2] ?? '{}');
const target = new URL(options.url);
const basePath = target.pathname + target.search;
let count = 0;
/** Requests per connection before the worker opens a new one (see `reconnectRate` below). */
const RENEW_AFTER = 500;
const outcomes: Record<string, number> = {};

/** 10.x.y.z from a counter: each contact post comes from a different client address. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

const request: Request = {
  method: options.method ?? 'GET',
  path: basePath,
  headers: options.headers ?? {},
  ...(options.body ? { body: options.body } : {}),
};
if (options.mode === 'bust') {
  const joiner = basePath.includes('?') ? '&' : '?';
  request.setupRequest = (req) => {
    count += 1;
    return { ...req, path: `${basePath}${joiner}bench-render=${Date.now()}-${count}` };
  };
}
if (options.mode === 'visit') {
  request.setupRequest = (req) => {
    count += 1;
    return { ...req, headers: { ...req.headers, 'x-forwarded-for': address(count) } };
  };
}
if (options.mode === 'contact') {
  request.setupRequest = (req) => {
    count += 1;
    return { ...req, headers: { ...req.headers, 'x-forwarded-for': address(count) } };
  };
  request.onResponse = (status, body) => {
    const text = String(body ?? '');
    const outcome =
      status !== 200
        ? `http-${status}`
        : text.includes('"success"')
          ? 'success'
          : text.includes('"invalid"')
            ? 'invalid'
            : text.includes('"error"')
              ? 'error'
              : 'other';
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  };
}

const result = await autocannon({
  url: target.origin,
  connections: options.connections ?? 32,
  duration: options.duration ?? 10,
  timeout: 10,
  // A browser reads `Connection: close` and opens a new connection; autocannon sends its next
  // request first, which then ends in a reset or a 503. nginx closes a client connection after
  // 1000 answers (keepalive_requests), so each connection here is renewed well before that. The
  // answer that triggers the renewal goes uncounted: 1 in RENEW_AFTER, the same for every target.
  reconnectRate: RENEW_AFTER,
  ...(options.rate ? { overallRate: options.rate } : {}),
  requests: [request],
});

const round = (value: unknown) =>
  typeof value === 'number' ? Math.round(value * 100) / 100 : null;
const summary: LoadRun = {
  requestsPerSecond: round(result.requests.average),
  requests: result.requests.total,
  latencyP50Ms: round(result.latency.p50),
  latencyP99Ms: round(result.latency.p99),
  latencyMaxMs: round(result.latency.max),
  bytesPerSecond: round(result.throughput.average),
  errors: result.errors,
  timeouts: result.timeouts,
  non2xx: result.non2xx,
  statusCodes: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, stat?.count ?? 0]),
  ),
  durationSeconds: round(result.duration),
  connections: result.connections,
  ...(options.mode === 'contact' ? { outcomes } : {}),
};
console.log(JSON.stringify(summary));
