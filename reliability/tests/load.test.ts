import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { freshPerTry, percentile, postContact } from '../support/http';
import { query } from '../support/services';

const stack = inject('stack');
const fresh = freshPerTry();
const RESULTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'results');

/** The shape of the stream; every bound is explicit (count, rate, time, concurrency). */
const LOAD = {
  regularClients: Number(process.env.LOAD_REGULAR_CLIENTS ?? 240),
  regularRequests: 3,
  heavyClients: Number(process.env.LOAD_HEAVY_CLIENTS ?? 60),
  heavyRequests: 8,
  /** CONTACT_RATE_LIMIT_POINTS of the CMS (default): five messages per client and window. */
  limit: 5,
  ratePerSecond: Number(process.env.LOAD_RATE ?? 100),
  maxSeconds: Number(process.env.LOAD_MAX_SECONDS ?? 12),
  /** Open connections at most: past saturation, more would only lengthen the queue. */
  maxInFlight: 16,
  /** A sanity bound, not a target: the figures go to results/load.json for the benchmark. */
  p99SanityMs: 5_000,
};

type Outcome = {
  client: number;
  status: number;
  ms: number;
  documentId?: string;
  retryAfter: boolean;
};

describe('load: the contact endpoint under a steady stream from many clients', () => {
  it('answers only 201 or 429 (over the limit), stores every 201, and reports the figures', async () => {
    const tag = `load-${fresh.id}`;
    const clients = LOAD.regularClients + LOAD.heavyClients;
    const planned = (client: number) =>
      client < LOAD.regularClients ? LOAD.regularRequests : LOAD.heavyRequests;
    // Regular clients' requests are spread over the whole run; each heavy client sends its eight
    // back to back (a burst) at its own moment, so over-limit clients appear all along the run,
    // also when the time bound cuts it short.
    const schedule: Array<{ client: number; round: number; at: number }> = [];
    for (let client = 0; client < clients; client++) {
      const n = planned(client);
      const heavy = client - LOAD.regularClients;
      for (let round = 0; round < n; round++) {
        const at = heavy < 0 ? (round + 0.5) / n : (heavy + 0.5) / LOAD.heavyClients + round * 1e-6;
        schedule.push({ client, round, at });
      }
    }
    schedule.sort((a, b) => a.at - b.at || a.client - b.client);

    const outcomes: Outcome[] = [];
    const sent = new Array<number>(clients).fill(0);
    const loadAverage = os.loadavg()[0] ?? 0;
    const started = performance.now();
    const deadline = started + LOAD.maxSeconds * 1000;
    const inFlight = new Set<Promise<void>>();
    let next = 0;

    while (next < schedule.length && performance.now() < deadline) {
      // Open loop at the target rate: request n leaves at n / rate seconds (unless capped).
      const due = started + (next * 1000) / LOAD.ratePerSecond;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (inFlight.size >= LOAD.maxInFlight) {
        await Promise.race(inFlight);
        continue;
      }
      const { client, round } = schedule[next] as { client: number; round: number };
      const cms = stack.cms[next % 2] as string;
      next += 1;
      sent[client] = (sent[client] ?? 0) + 1;
      const request = postContact(
        cms,
        {
          name: `Cliente ${client}`,
          email: `${tag}-${client}-${round}@reliability.test`,
          message: `Mensaje ${round} del cliente ${client} durante la prueba de carga.`,
          language: client % 2 === 0 ? 'es' : 'en',
        },
        fresh.address(client),
      )
        .then((reply) => {
          outcomes.push({
            client,
            status: reply.status,
            ms: reply.ms,
            documentId: (reply.json.data as { documentId?: string } | null)?.documentId,
            retryAfter: reply.headers.has('retry-after'),
          });
        })
        .catch(() => {
          outcomes.push({ client, status: 0, ms: 0, retryAfter: false });
        });
      const tracked = request.finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    }
    await Promise.all(inFlight);
    const seconds = (performance.now() - started) / 1000;

    const count = (status: number) => outcomes.filter((o) => o.status === status).length;
    const errors = outcomes.filter((o) => o.status !== 201 && o.status !== 429);
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const accepted = outcomes.filter((o) => o.status === 201);
    const acceptedLatencies = accepted.map((o) => o.ms).sort((a, b) => a - b);
    const expected201 = sent.reduce((sum, n) => sum + Math.min(n, LOAD.limit), 0);
    const expected429 = sent.reduce((sum, n) => sum + Math.max(n - LOAD.limit, 0), 0);

    const rows = await query<{ document_id: string }>(
      stack.databaseUrl,
      'select document_id from contact_submissions where email like $1',
      [`${tag}-%`],
    );
    const stored = new Set(rows.map((row) => row.document_id));
    const lost = accepted.filter((o) => !o.documentId || !stored.has(o.documentId)).length;

    const round1 = (value: number) => Math.round(value * 10) / 10;
    const figures = {
      suite: 'reliability/tests/load.test.ts',
      measuredAt: new Date().toISOString(),
      machine: {
        cores: os.cpus().length,
        loadAverage1m: round1(loadAverage),
        node: process.version,
      },
      topology: 'two CMS processes (PostgreSQL + Redis), requests alternating between them',
      settings: {
        clients,
        regularClients: `${LOAD.regularClients} × ${LOAD.regularRequests}`,
        heavyClients: `${LOAD.heavyClients} × ${LOAD.heavyRequests}`,
        limitPerClient: LOAD.limit,
        targetRps: LOAD.ratePerSecond,
        maxInFlight: LOAD.maxInFlight,
        maxSeconds: LOAD.maxSeconds,
      },
      requests: outcomes.length,
      seconds: round1(seconds),
      rps: round1(outcomes.length / seconds),
      status: { 201: count(201), 429: count(429), errors: errors.length },
      expected: { 201: expected201, 429: expected429 },
      stored: stored.size,
      lost,
      latencyMs: {
        p50: round1(percentile(latencies, 50)),
        p95: round1(percentile(latencies, 95)),
        p99: round1(percentile(latencies, 99)),
        max: round1(latencies.at(-1) ?? 0),
      },
      acceptedLatencyMs: {
        p50: round1(percentile(acceptedLatencies, 50)),
        p99: round1(percentile(acceptedLatencies, 99)),
      },
    };
    mkdirSync(RESULTS, { recursive: true });
    writeFileSync(path.join(RESULTS, 'load.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.info(`load: ${JSON.stringify(figures)}`);

    expect(outcomes.length).toBe(next);
    expect(errors.map((o) => o.status)).toEqual([]);
    // One limit for both processes: exactly min(sent, 5) accepted per client, the rest 429.
    expect(count(201)).toBe(expected201);
    expect(count(429)).toBe(expected429);
    expect(count(429)).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.status === 429 && !o.retryAfter)).toEqual([]);
    expect(lost).toBe(0);
    expect(stored.size).toBe(count(201));
    expect(figures.latencyMs.p99).toBeLessThan(LOAD.p99SanityMs);
  }, 120_000);
});
