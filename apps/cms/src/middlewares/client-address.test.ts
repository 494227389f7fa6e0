import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import clientAddress from './client-address';

async function addressOf(peer: string, headers: Record<string, string>, trusted?: string[]) {
  // An unconnected socket answering the peer's address, as the accepted connection would.
  const socket = new Socket();
  Object.defineProperty(socket, 'remoteAddress', { value: peer });
  const req = new IncomingMessage(socket);
  req.headers = { ...headers };
  const ctx = { req, request: { ip: '' } };
  await clientAddress(trusted ? { trustedProxies: trusted } : {})(ctx, async () => undefined);
  return { ip: ctx.request.ip, headers: req.headers };
}

describe('client address', () => {
  it('ignores and removes forwarding headers by default: any caller could pick its address', async () => {
    const { ip, headers } = await addressOf('198.51.100.9', {
      'x-forwarded-for': '203.0.113.5',
      'x-forwarded-proto': 'https',
      forwarded: 'for=203.0.113.5',
      'x-real-ip': '203.0.113.5',
    });
    expect(ip).toBe('198.51.100.9');
    expect(headers).toEqual({});
  });

  it('ignores them from a caller that is not a configured proxy', async () => {
    const { ip, headers } = await addressOf('198.51.100.9', { 'x-forwarded-for': '203.0.113.5' }, [
      '10.0.0.0/8',
    ]);
    expect(ip).toBe('198.51.100.9');
    expect(headers['x-forwarded-for']).toBeUndefined();
  });

  it('believes a configured proxy, up to the first address that is not one', async () => {
    const proxies = ['loopback', '10.0.0.0/8'];
    expect((await addressOf('127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }, proxies)).ip).toBe(
      '203.0.113.5',
    );
    // A visitor's own X-Forwarded-For is on the left of what the proxies appended.
    const chain = { 'x-forwarded-for': '192.0.2.77, 203.0.113.5, 10.1.2.3' };
    expect((await addressOf('10.0.0.2', chain, proxies)).ip).toBe('203.0.113.5');
  });
});
