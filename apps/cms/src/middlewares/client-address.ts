import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Headers through which a proxy tells who the visitor is and how they came in. */
const FORWARDING_HEADERS = [
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

type Config = { trustedProxies?: string[] };
type Ctx = { req: IncomingMessage; request: { ip: string } };

/**
 * The client's address, on which the contact limit and the sign-in guard key. Forwarding headers
 * are believed only from the proxies listed in CMS_TRUSTED_PROXIES (proxy-addr's syntax:
 * `loopback`, `uniquelocal`, addresses, CIDR ranges; default none): the address is the first
 * one, walking back from the connection, that is not a trusted proxy. From anyone else those
 * headers are removed, so neither Koa nor Strapi reads them, and the address is the socket's.
 */
export function resolveClientAddress(req: IncomingMessage, trust: (addr: string) => boolean) {
  const peer = req.socket.remoteAddress ?? '';
  if (!trust(peer)) {
    for (const header of FORWARDING_HEADERS) delete req.headers[header];
    return peer;
  }
  return proxyAddr(req, (addr) => trust(addr));
}

export default (config: Config = {}) => {
  const list = config.trustedProxies ?? [];
  const compiled = proxyAddr.compile(list);
  const trust = (addr: string) => list.length > 0 && addr !== '' && compiled(addr, 0);
  return async (ctx: Ctx, next: () => Promise<void>) => {
    ctx.request.ip = resolveClientAddress(ctx.req, trust);
    await next();
  };
};
