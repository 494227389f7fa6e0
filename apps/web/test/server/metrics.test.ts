// @vitest-environment node
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, serveMetrics } from '../../server/metrics';
import { expectConsoleErrors } from '../console';
import { cms } from '../mocks/cms';
import { buildContactBlock, buildHero, buildPage } from '../mocks/factories';
import { server as msw } from '../mocks/server';
import { startApp, stopApp } from '../ssr/render';
import { type Site, serveSite } from './site';

/**
 * The real server around the real app with its metrics on a port of their own (METRICS_PORT),
 * as server/start.ts wires them, the page cache on. The CMS is msw's fake.
 */
let site: Site;
let metricsServer: Server;
let metricsBase = '';

beforeAll(async () => {
  await startApp();
  const metrics = createMetrics();
  site = await serveSite({ CMS_CACHE_TTL_MS: '60000' }, { metrics });
  metricsServer = serveMetrics(metrics, { port: 0, host: '127.0.0.1' });
  await once(metricsServer, 'listening');
  metricsBase = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await site.close();
  await new Promise((resolve) => metricsServer.close(resolve));
  await stopApp();
});

function scrape(path = '/metrics', init?: RequestInit): Promise<Response> {
  msw.use(http.all(`${metricsBase}/*`, () => passthrough()));
  return fetch(`${metricsBase}${path}`, init);
}

/** The value of one series in Prometheus's text format, e.g. `name{label="x"}`. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

/** A request to the site, read to its end (the server counts an answer once it has ended). */
async function get(path: string, init?: RequestInit): Promise<Response> {
  const reply = await site.request(path, init);
  await reply.arrayBuffer();
  return reply;
}

const post = (fields: Record<string, string>) =>
  get('/contactanos', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('metrics', () => {
  it('counts requests, the page cache and contact outcomes on the metrics port only', async () => {
    cms.pages.es.push(
      buildPage({ slug: 'contactanos', blocks: [buildHero(), buildContactBlock()] }),
    );
    // The page cache: requests until the page is served from it, each answer's state counted.
    const states = { hit: 0, stale: 0, miss: 0 };
    for (let i = 0; i < 20 && states.hit === 0; i++) {
      const state = (await get('/inicio')).headers.get('x-page-cache');
      if (state === 'hit' || state === 'stale' || state === 'miss') states[state] += 1;
    }
    expect(states.hit).toBe(1);
    expect((await get('/nada/aqui?x=1')).status).toBe(404);
    expect((await post({ name: 'A', email: 'no', message: 'x' })).status).toBe(400);
    const valid = { name: 'Ana', email: 'ana@example.com', message: 'Hola, quiero información.' };
    expect((await post(valid)).status).toBe(200);
    cms.contactReply = 'failing';
    expectConsoleErrors();
    expect((await post(valid)).status).toBe(502);

    const reply = await scrape();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await reply.text();
    const pages = states.miss + states.hit;
    expect(seriesValue(text, 'http_requests_total{method="GET",status="200"}')).toBe(pages);
    expect(seriesValue(text, 'http_requests_total{method="GET",status="404"}')).toBe(1);
    expect(seriesValue(text, 'http_requests_total{method="POST",status="400"}')).toBe(1);
    expect(seriesValue(text, 'http_requests_total{method="POST",status="200"}')).toBe(1);
    expect(seriesValue(text, 'http_requests_total{method="POST",status="502"}')).toBe(1);
    expect(
      seriesValue(text, 'http_request_duration_seconds_count{method="GET",status_class="2xx"}'),
    ).toBe(pages);
    expect(
      seriesValue(
        text,
        'http_request_duration_seconds_bucket{le="+Inf",method="POST",status_class="5xx"}',
      ),
    ).toBe(1);
    expect(seriesValue(text, 'web_page_cache_total{result="hit"}')).toBe(1);
    // The misses of /inicio and /nada/aqui.
    expect(seriesValue(text, 'web_page_cache_total{result="miss"}')).toBe(states.miss + 1);
    expect(seriesValue(text, 'web_page_cache_total{result="stale"}')).toBe(0);
    expect(seriesValue(text, 'web_contact_submissions_total{outcome="invalid"}')).toBe(1);
    expect(seriesValue(text, 'web_contact_submissions_total{outcome="sent"}')).toBe(1);
    expect(seriesValue(text, 'web_contact_submissions_total{outcome="failed"}')).toBe(1);
    expect(seriesValue(text, 'web_contact_submissions_total{outcome="rate-limited"}')).toBe(0);
    // The process's own (prom-client's defaults).
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // No label carries a path: every URL would be a series of its own.
    expect(text).not.toMatch(/inicio|nada|contactanos|path=|url=/);
  });

  it('are never on the site’s port, which the proxy makes public', async () => {
    cms.down = true;
    const reply = await get('/metrics');
    expect(reply.status).toBe(404);
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });

  it('answers nothing but GET /metrics on its port', async () => {
    expect((await scrape('/')).status).toBe(404);
    expect((await scrape('/inicio')).status).toBe(404);
    const posted = await scrape('/metrics', { method: 'POST' });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET');
  });
});
