import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { freePort } from '@brilla/testkit';
import { startE2eWeb } from './stack';

/**
 * A second web server whose CMS traffic passes through a TCP relay the test can cut,
 * so a journey can load a page and then meet a CMS outage.
 */
export async function webWithSwitchableCms(cmsUrl: string) {
  const target = new URL(cmsUrl);
  const sockets = new Set<Socket>();
  const relay: Server = createServer((client) => {
    const upstream = createConnection(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  const relayPort = await freePort();
  await new Promise<void>((resolve) => relay.listen(relayPort, '127.0.0.1', resolve));
  const webPort = await freePort();
  const web = await startE2eWeb(
    `web-outage-${webPort}`,
    webPort,
    `http://127.0.0.1:${relayPort}`,
    {},
    30_000,
  );
  const baseUrl = web.url;

  return {
    baseUrl,
    cutCms() {
      relay.close();
      for (const socket of sockets) socket.destroy();
    },
    stop() {
      relay.close();
      for (const socket of sockets) socket.destroy();
      void web.process.stop();
    },
  };
}
