import net from 'node:net';
import { freePort } from './ports.ts';

export type Relay = {
  /** `http://127.0.0.1:<port>`: give it to the consumer instead of the target */
  url: string;
  port: number;
  /**
   * refuses new connections and drops open ones: the target
   *   looks down
   */
  cut: () => Promise<void>;
  /** listens again on the same port */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/**
 * A TCP relay to `target` on a free 127.0.0.1 port, so a test can take one consumer's CMS away
 * (and give it back) while the CMS itself keeps running for the others.
 */
export async function startRelay(target: URL): Promise<Relay> {
  const port = await freePort();
  const sockets: Set<net.Socket> = new Set();
  let server: net.Server | null = null;

  const listen = () =>
    new Promise((resolve, reject) => {
      const current = net.createServer((client) => {
        const upstream = net.connect(Number(target.port), target.hostname);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      current.once('error', reject);
      current.listen(port, '127.0.0.1', () => resolve(undefined));
      server = current;
    });

  const cut = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise((resolve) => current.close(() => resolve(undefined)));
  };

  await listen();
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    cut,
    restore: () => listen().then(() => undefined),
    close: cut,
  };
}
