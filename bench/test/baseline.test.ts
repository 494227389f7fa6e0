import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startTokenRelay } from '../src/baseline.ts';
import { measureUncached } from '../src/load.ts';
import { loadTarget } from './load-target.ts';

const run = (requestsPerSecond: number) =>
  loadTarget({ requestsPerSecond, latencyP50Ms: 1000 / requestsPerSecond });

describe('the uncached render against the older web', () => {
  it('loads the older web then today’s in each turn, and keeps the median of the turns’ ratios', async () => {
    const answers: Record<string, number[]> = {
      'http://old/inicio': [50, 40, 60],
      'http://new/inicio': [120, 80, 125],
    };
    const order: string[] = [];
    const measure = async (url: string, extra: { mode?: string } = {}) => {
      expect(extra.mode).toBe('bust');
      order.push(url);
      const next = answers[url]?.shift();
      if (next === undefined) throw new Error(`unexpected run of ${url}`);
      return run(next);
    };
    const warmed: string[] = [];
    const warm = async (url: string, extra: { mode?: string } = {}) => {
      warmed.push(`${url} ${extra.mode}`);
      return run(1);
    };
    const result = await measureUncached(
      'http://new/inicio',
      { url: 'http://old', commit: 'e325ae1' },
      measure,
      warm,
      () => {},
    );
    expect(warmed).toEqual(['http://new/inicio bust', 'http://old/inicio bust']);
    expect(order).toEqual([
      'http://old/inicio',
      'http://new/inicio',
      'http://old/inicio',
      'http://new/inicio',
      'http://old/inicio',
      'http://new/inicio',
    ]);
    // Turns: 120/50 = 2.4, 80/40 = 2, 125/60 = 2.083.
    expect(result.ratio).toBe(2.083);
    expect(result.baseline?.turns.map((turn) => turn.ratio)).toEqual([2.4, 2, 2.083]);
    // Each side's row is its own median turn.
    expect(result.current.requestsPerSecond).toBe(120);
    expect(result.baseline?.requestsPerSecond).toBe(50);
    expect(result.baseline?.commit).toBe('e325ae1');
  });

  it('measures today’s render once, with no ratio, when there is no baseline', async () => {
    const urls: string[] = [];
    const result = await measureUncached(
      'http://new/inicio',
      null,
      async (url) => {
        urls.push(url);
        return run(150);
      },
      async (url) => {
        urls.push(`warm ${url}`);
        return run(1);
      },
      () => {},
    );
    expect(urls).toEqual(['warm http://new/inicio', 'http://new/inicio']);
    expect(result).toMatchObject({ baseline: null, ratio: null });
    expect(result.current.requestsPerSecond).toBe(150);
  });
});

describe('startTokenRelay', () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(closers.splice(0).map((close) => close()));
  });

  it('passes each request to the CMS with the token, and its answer back', async () => {
    const seen: { method?: string; url?: string; authorization?: string; body: string }[] = [];
    const cms = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        seen.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          body,
        });
        response.writeHead(201, { 'x-from': 'cms', 'content-type': 'application/json' });
        response.end('{"data":[]}');
      });
    });
    await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
    closers.push(() => new Promise((resolve) => cms.close(() => resolve())));
    const { port } = cms.address() as AddressInfo;
    const relay = await startTokenRelay(`http://127.0.0.1:${port}`, 'the-token');
    closers.unshift(relay.stop);

    const answer = await fetch(`${relay.url}/api/pages?locale=es&filters[slug]=inicio`, {
      method: 'POST',
      body: 'hello',
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-from')).toBe('cms');
    expect(await answer.text()).toBe('{"data":[]}');
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/pages?locale=es&filters[slug]=inicio',
        authorization: 'Bearer the-token',
        body: 'hello',
      },
    ]);
  });
});
