import net from 'node:net';
import { freePort } from '@brilla/testkit';

export type Relay = {
  url: string;
  /** Refuses new connections and drops open ones: the target looks down. */
  cut: () => Promise<void>;
  /** Listens again on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/** A TCP relay to `target` (host:port) on 127.0.0.1, to take one consumer's CMS away. */
export async function startRelay(target: URL): Promise<Relay> {
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
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
      current.listen(port, '127.0.0.1', () => resolve());
      server = current;
    });

  const cut = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await listen();
  return { url: `http://127.0.0.1:${port}`, cut, restore: listen, close: cut };
}
