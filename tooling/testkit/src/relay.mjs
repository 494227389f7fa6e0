import net from 'node:net';
import { freePort } from './ports.mjs';

/**
 * @typedef {object} Relay
 * @property {string} url `http://127.0.0.1:<port>`: give it to the consumer instead of the target
 * @property {number} port
 * @property {() => Promise<void>} cut refuses new connections and drops open ones: the target
 *   looks down
 * @property {() => Promise<void>} restore listens again on the same port
 * @property {() => Promise<void>} close
 */

/**
 * A TCP relay to `target` on a free 127.0.0.1 port, so a test can take one consumer's CMS away
 * (and give it back) while the CMS itself keeps running for the others.
 * @param {URL} target
 * @returns {Promise<Relay>}
 */
export async function startRelay(target) {
  const port = await freePort();
  /** @type {Set<net.Socket>} */
  const sockets = new Set();
  /** @type {net.Server | null} */
  let server = null;

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
