import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/ports.ts';
import { startRelay } from '../src/relay.ts';

describe('the TCP relay', () => {
  const server = createServer((_request, response) => response.end('up'));
  let target: string;
  beforeAll(async () => {
    const port = await freePort();
    await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
    target = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    server.close();
  });

  it('passes requests through, refuses them while cut, and again after restore', async () => {
    const relay = await startRelay(new URL(target));
    try {
      expect(await (await fetch(relay.url)).text()).toBe('up');
      await relay.cut();
      await expect(fetch(relay.url)).rejects.toThrow();
      await relay.restore();
      expect(await (await fetch(relay.url)).text()).toBe('up');
    } finally {
      await relay.close();
    }
  });
});
