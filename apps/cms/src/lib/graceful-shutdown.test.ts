import { EventEmitter } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Draining,
  drainable,
  HEADERS_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  shutdownOnSignal,
  stopGracefully,
} from './graceful-shutdown';

type Reply = { status: number; connection: string | undefined; body: string };

/**
 * A real HTTP server that holds each request until the test lets it go (`release`), as a
 * contact submission being stored holds its answer.
 */
async function startServer() {
  const held: Array<() => void> = [];
  let arrived: () => void = () => undefined;
  const server = http.createServer((request, response) => {
    if (request.url === '/fast') {
      response.end('fast');
      return;
    }
    if (request.url === '/stream') {
      // An answer already under way: its headers (keep-alive) left before the stop.
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.write('part ');
      held.push(() => response.end('done'));
      arrived();
      return;
    }
    held.push(() => response.end('stored'));
    arrived();
  });
  const draining = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  const get = (path: string) =>
    new Promise<Reply>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            body += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              connection: response.headers.connection,
              body,
            }),
          );
        })
        .on('error', reject);
    });
  return {
    server,
    port,
    draining,
    agent,
    get,
    /** A request the server holds; resolves once the server has it, with its reply to come. */
    async hold(path = '/slow'): Promise<{ reply: Promise<Reply> }> {
      const received = new Promise<void>((resolve) => {
        arrived = resolve;
      });
      const reply = get(path);
      await received;
      return { reply };
    },
    release: () => {
      for (const answer of held.splice(0)) answer();
    },
  };
}

type Started = Awaited<ReturnType<typeof startServer>>;
let current: Started | undefined;
afterEach(() => {
  current?.release();
  current?.agent.destroy();
  current?.server.closeAllConnections();
  current?.server.close();
  current = undefined;
});

function recorder(draining: Draining, timeoutMs: number, stop = async () => undefined) {
  const lines: string[] = [];
  const codes: number[] = [];
  let exited: (code: number) => void = () => undefined;
  const exitCode = new Promise<number>((resolve) => {
    exited = resolve;
  });
  const shutdown = shutdownOnSignal({
    draining,
    stop,
    timeoutMs,
    log: {
      info: (line) => lines.push(`info: ${line}`),
      error: (line) => lines.push(`error: ${line}`),
    },
    exit: (code) => {
      codes.push(code);
      exited(code);
    },
  });
  return { shutdown, lines, exitCode, codes };
}

describe('graceful shutdown', () => {
  it('keeps idle connections longer than the proxy does (nginx: 60 s)', async () => {
    current = await startServer();
    expect(current.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBe(65_000);
    expect(current.server.headersTimeout).toBe(HEADERS_TIMEOUT_MS);
    expect(HEADERS_TIMEOUT_MS).toBe(66_000);
  });

  it('refuses new connections, finishes the request in flight, then stops and exits 0', async () => {
    current = await startServer();
    const { draining, server, port } = current;
    // A kept-alive idle connection too: it is closed at once, not waited for.
    expect((await current.get('/fast')).body).toBe('fast');
    const { reply: inFlight } = await current.hold();
    const order: string[] = [];
    const { shutdown, lines, exitCode } = recorder(draining, 5_000, async () => {
      order.push('stop');
    });
    const stopping = shutdown('SIGTERM');
    expect(server.listening).toBe(false);
    await expect(
      new Promise((resolve, reject) =>
        http
          .get({ host: '127.0.0.1', port, path: '/fast', agent: false }, resolve)
          .on('error', reject),
      ),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(order).toEqual([]);
    order.push('answered');
    current.release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'stored' });
    await stopping;
    expect(await exitCode).toBe(0);
    expect(order).toEqual(['answered', 'stop']);
    expect(lines[0]).toBe(
      'info: SIGTERM received: accepting no new connections, waiting for 1 request(s) in flight (at most 5000 ms).',
    );
    expect(lines.at(-1)).toBe('info: Shutdown complete.');
  });

  it('exits 1 with a log line when the requests outlast CMS_SHUTDOWN_TIMEOUT_MS', async () => {
    current = await startServer();
    const { reply } = await current.hold();
    reply.catch(() => undefined);
    let stopped = false;
    const { shutdown, lines, exitCode } = recorder(current.draining, 200, async () => {
      stopped = true;
    });
    void shutdown('SIGINT');
    expect(await exitCode).toBe(1);
    expect(stopped).toBe(false);
    expect(lines.at(-1)).toBe(
      'error: Shutdown did not finish within 200 ms (CMS_SHUTDOWN_TIMEOUT_MS): 1 request(s) still in flight; exiting with code 1.',
    );
  });

  it('runs once when the signal comes twice, and exits 1 if stopping fails', async () => {
    current = await startServer();
    let stops = 0;
    const { shutdown, lines, exitCode } = recorder(current.draining, 5_000, async () => {
      stops += 1;
      throw new Error('pool already closed');
    });
    await Promise.all([shutdown('SIGTERM'), shutdown('SIGTERM')]);
    expect(stops).toBe(1);
    expect(await exitCode).toBe(1);
    expect(lines.at(-1)).toBe('error: Shutdown failed: pool already closed');
  });

  it('logs each step, and exits once: the deadline is off once stopped or failed', async () => {
    current = await startServer();
    const done = recorder(current.draining, 150);
    await done.shutdown('SIGTERM');
    expect(done.lines).toEqual([
      'info: SIGTERM received: accepting no new connections, waiting for 0 request(s) in flight (at most 150 ms).',
      'info: Requests finished; closing the CMS and its database.',
      'info: Shutdown complete.',
    ]);
    current = await startServer();
    const failed = recorder(current.draining, 150, async () => {
      throw new Error('pool already closed');
    });
    await failed.shutdown('SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done.codes).toEqual([0]);
    expect(failed.codes).toEqual([1]);
  });

  it('lets an answer already under way finish, then closes its kept-alive connection and exits 0', async () => {
    current = await startServer();
    const { reply } = await current.hold('/stream');
    const { shutdown, exitCode } = recorder(current.draining, 3_000);
    const stopping = shutdown('SIGTERM');
    current.release();
    expect(await reply).toMatchObject({ status: 200, body: 'part done' });
    // Left open, the connection would hold the stop until the deadline (exit 1).
    expect(await exitCode).toBe(0);
    await stopping;
  });

  it('closes a server that is not listening without an error', async () => {
    const server = http.createServer();
    await expect(drainable(server).close()).resolves.toBeUndefined();
  });
});

describe('a request that arrives while stopping', () => {
  it('is answered with Connection: close; one before the stop keeps its connection', async () => {
    current = await startServer();
    const { reply: before } = await current.hold();
    current.release();
    expect(await before).toEqual({ status: 200, connection: 'keep-alive', body: 'stored' });
    const socket = net.connect(current.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    // Its headers are under way when the stop begins, so the connection is not idle.
    socket.write('GET /slow HTTP/1.1\r\nHost: cms\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = current.draining.close();
    socket.write('\r\n');
    await new Promise((resolve) => setTimeout(resolve, 50));
    current.release();
    await ended;
    await closing;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(received.endsWith('stored')).toBe(true);
  });
});

describe('a server that fails to close', () => {
  it('rejects the stop with its error', async () => {
    const failing = new EventEmitter() as EventEmitter & {
      close: (done: (e?: Error) => void) => void;
    };
    failing.close = (done) => done(Object.assign(new Error('socket stuck'), { code: 'EBUSY' }));
    await expect(drainable(failing as unknown as http.Server).close()).rejects.toThrow(
      'socket stuck',
    );
  });
});

describe('stopGracefully', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("replaces Strapi's signal handlers with the graceful stop, using server.shutdown.timeoutMs", async () => {
    const server = http.createServer();
    const exits: number[] = [];
    vi.spyOn(process, 'exit').mockImplementation(((code: number) => {
      exits.push(code);
    }) as never);
    const events: string[] = [];
    const lookups: Array<[string, unknown]> = [];
    const terminateStrapi = () => events.push('strapi destroyed every connection');
    const other = () => undefined;
    process.on('SIGTERM', terminateStrapi);
    process.on('SIGINT', terminateStrapi);
    process.on('SIGTERM', other);
    const before = { SIGTERM: process.listeners('SIGTERM'), SIGINT: process.listeners('SIGINT') };
    try {
      stopGracefully({
        server: { httpServer: server },
        config: {
          get: <T>(path: string, fallback: T): T => {
            lookups.push([path, fallback]);
            return 4_000 as T;
          },
        },
        log: { info: (line) => events.push(line), error: (line) => events.push(line) },
        destroy: async () => {
          events.push('destroyed');
        },
      });
      expect(lookups).toEqual([['server.shutdown.timeoutMs', 10_000]]);
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        const now = process.listeners(signal);
        expect(now).not.toContain(terminateStrapi);
        expect(now.length).toBe(before[signal].length);
      }
      expect(process.listeners('SIGTERM')).toContain(other);
      const added = process.listeners('SIGINT').at(-1) as (signal: string) => void;
      added('SIGINT');
      await vi.waitFor(() => expect(exits).toEqual([0]));
      expect(events).toEqual([
        'SIGINT received: accepting no new connections, waiting for 0 request(s) in flight (at most 4000 ms).',
        'Requests finished; closing the CMS and its database.',
        'destroyed',
        'Shutdown complete.',
      ]);
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
      // The SIGTERM handler is another one, and a second signal does not stop twice.
      (process.listeners('SIGTERM').at(-1) as (signal: string) => void)('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(exits).toEqual([0]);
    } finally {
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        for (const listener of process.listeners(signal)) {
          if (!before[signal].includes(listener) || listener === terminateStrapi) {
            process.off(signal, listener);
          }
        }
      }
      process.off('SIGTERM', other);
    }
  });
});
