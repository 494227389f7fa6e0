import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autocannonRun } from '../src/load.ts';

// nginx closes a client connection after `keepalive_requests` (1000) answers, and Node's server
// does the same with maxRequestsPerSocket (answering 503 to what arrives after the limit). A
// browser opens a new connection; the load run must too, or a long run through the proxy counts
// resets and 503s that no visitor would see.
const LIMIT = 1000;

describe('a load run against a server that closes connections after 1000 answers', () => {
  let server: http.Server;
  let url = '';
  let answered = 0;
  beforeAll(async () => {
    server = http.createServer((_request, response) => {
      answered += 1;
      response.end('ok');
    });
    server.maxRequestsPerSocket = LIMIT;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('opens new connections before the limit, so it counts no error and no 503', async () => {
    const connections = 2;
    const run = await autocannonRun({ url, connections, duration: 2 });
    // More answers than the connections could give under the limit: the limit was reached.
    expect(run.requests).toBeGreaterThan(LIMIT * connections);
    expect(answered).toBeGreaterThanOrEqual(run.requests);
    expect(run.statusCodes).toEqual({ 200: run.requests });
    expect(run.errors).toBe(0);
    expect(run.non2xx).toBe(0);
  }, 30_000);
});
