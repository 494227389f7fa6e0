// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import net from 'node:net';
import { http, passthrough } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../mocks/server';
import { startFakeRedis } from './fake-redis';
import { startWebProcess, type WebProcess } from './web-process';

/**
 * The server as `node server.js` runs it, in a process of its own, stopped as Docker and a
 * terminal stop it. The CMS is a real HTTP server here that holds one upload until told to
 * answer: a request in flight for as long as the test needs.
 */
type HeldCms = {
  url: string;
  /** Resolves with the X-Request-Id of the web's request once it arrives. */
  arrived: Promise<string | undefined>;
  release: () => void;
  close: () => Promise<void>;
};

async function startHeldCms(): Promise<HeldCms> {
  let arrive: (id: string | undefined) => void = () => undefined;
  const arrived = new Promise<string | undefined>((resolve) => {
    arrive = resolve;
  });
  let held: ServerResponse | undefined;
  let released = false;
  const answer = (res: ServerResponse) =>
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': '3' }).end('png');
  const cms: Server = createServer((req: IncomingMessage, res) => {
    arrive(req.headers['x-request-id'] as string | undefined);
    if (released) answer(res);
    else held = res;
  });
  await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
  const { port } = cms.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrived,
    release() {
      if (released) return;
      released = true;
      if (held) answer(held);
    },
    close: () =>
      new Promise((resolve) => {
        cms.closeAllConnections();
        cms.close(() => resolve());
      }),
  };
}

type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * A GET over a socket of its own, kept alive as a proxy keeps it (HTTP/1.1, no Connection
 * header): resolves with the answer once the server has closed the connection.
 */
function getUntilClosed(base: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: brilla.test\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...body] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1] ?? 0), headers, body: body.join('') });
    });
  });
}

/** A keep-alive connection that has had its answer and now sits idle; resolves when it closes. */
async function idleConnection(base: string): Promise<{ closed: Promise<void> }> {
  const { hostname, port } = new URL(base);
  const socket = net.connect(Number(port), hostname);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('error', () => undefined);
  await new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('"status":"ok"')) resolve();
    });
    socket.write('GET /healthz HTTP/1.1\r\nHost: brilla.test\r\n\r\n');
  });
  return { closed };
}

/** Whether a new TCP connection to `base` is refused. */
function connectionRefused(base: string): Promise<boolean> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

let cms: HeldCms;
/** Stopped after each test: the web processes, then the fake Redis servers. */
let cleanups: Array<() => Promise<void>> = [];

beforeEach(async () => {
  cms = await startHeldCms();
});

afterEach(async () => {
  cms.release();
  for (const cleanup of cleanups) await cleanup();
  cleanups = [];
  await cms.close();
});

async function webProcess(settings: Record<string, string>): Promise<WebProcess> {
  const web = await startWebProcess(settings);
  cleanups.unshift(web.stop);
  return web;
}

/** A process boots Vite and the app first: seconds, more on a busy machine. */
const PROCESS_TEST_MS = 60_000;

const SETTINGS = {
  HOST: '127.0.0.1',
  PORT: '0',
  SITE_URL: 'https://brilla.test',
  LOG_LEVEL: 'info',
};

describe('stopping the server', () => {
  it(
    'on SIGTERM finishes the request in flight, refuses new connections, closes Redis, exits 0',
    async () => {
      const redis = await startFakeRedis();
      cleanups.push(redis.close);
      const web = await webProcess({
        ...SETTINGS,
        CMS_URL: cms.url,
        REDIS_URL: redis.url,
        METRICS_PORT: '0',
        SHUTDOWN_TIMEOUT_MS: '30000',
      });
      const { base } = web;
      // The metrics port is up beside the site's (its contents: metrics.test.ts).
      const metricsUrl = String(
        (await web.waitForLog((line) => line.msg === 'metrics listening')).url,
      );
      msw.use(http.get(metricsUrl, () => passthrough()));
      expect(await (await fetch(metricsUrl)).text()).toContain('http_requests_total');
      const idle = await idleConnection(base);
      const slow = getUntilClosed(base, '/uploads/slow.png');
      const forwardedId = await cms.arrived;

      web.signal('SIGTERM');
      await web.waitForLog((line) => line.msg.startsWith('stopping'));
      expect(await connectionRefused(base)).toBe(true);
      // The idle keep-alive connection is closed at once, not after its 65 s.
      await idle.closed;
      expect(web.lines.some((line) => line.msg === 'stopped')).toBe(false);

      cms.release();
      const answer = await slow;
      expect(answer.status).toBe(200);
      expect(answer.body).toBe('png');
      // Its connection is not reused: the proxy sends its next request to another replica.
      expect(answer.headers.connection).toBe('close');
      expect(answer.headers['x-request-id']).toBe(forwardedId);
      expect(await web.exited).toBe(0);

      expect(redis.quits).toEqual(['brilla-web-content-events']);
      const access = web.lines.find((line) => line.path === '/uploads/slow.png');
      expect(access).toMatchObject({ status: 200, request_id: forwardedId });
      expect(web.lines.at(-1)?.msg).toBe('stopped');
      expect(web.notJson).toEqual([]);
    },
    PROCESS_TEST_MS,
  );

  it(
    'on SIGINT past SHUTDOWN_TIMEOUT_MS exits 1 and says what was still open',
    async () => {
      const web = await webProcess({ ...SETTINGS, CMS_URL: cms.url, SHUTDOWN_TIMEOUT_MS: '300' });
      const slow = getUntilClosed(web.base, '/uploads/never.png').catch(() => null);
      await cms.arrived;

      web.signal('SIGINT');
      expect(await web.exited).toBe(1);
      const last = web.lines.at(-1);
      expect(last).toMatchObject({ level: 50, in_flight: 1, timeout_ms: 300 });
      expect(last?.msg).toContain('SHUTDOWN_TIMEOUT_MS');
      await slow;
    },
    PROCESS_TEST_MS,
  );
});
