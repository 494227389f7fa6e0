import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../src/ports.ts';
import { secret, stackSecrets } from '../src/secrets.ts';

describe('free ports and secrets', () => {
  it('gives a port a server can listen on', async () => {
    const port = await freePort();
    const server = createServer();
    await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
    server.close();
    expect(port).toBeGreaterThan(0);
  });

  it('makes secrets of the asked size, different each time', () => {
    expect(Buffer.from(secret(32, 'hex'), 'hex')).toHaveLength(32);
    expect(secret()).not.toBe(secret());
    expect(stackSecrets().APP_KEYS.split(',')).toHaveLength(2);
  });
});
