import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { http, passthrough } from 'msw';
import { server as msw } from '../mocks/server';

export type Listening = {
  /** fetch against the app, past msw (which fails unknown requests). */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  close: () => Promise<void>;
  base: string;
};

/** Starts an Express app on a free loopback port. */
export async function listen(app: Express): Promise<Listening> {
  return listening(app.listen(0, '127.0.0.1'));
}

/** A server started on a loopback port, once it listens: its address and a fetch past msw. */
export async function listening(server: Server): Promise<Listening> {
  await once(server, 'listening');
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    request(path, init) {
      // Handlers are reset after every test: add it again for each request.
      msw.use(http.all(`${base}/*`, () => passthrough()));
      return fetch(`${base}${path}`, init);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
