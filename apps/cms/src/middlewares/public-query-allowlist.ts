import type { Core } from '@strapi/strapi';

/**
 * The query parameters anonymous readers may send: exactly what the web uses
 * (docs/contracts.md). Each may appear once.
 */
const ALLOWED = [
  /^locale$/,
  /^filters\[slug\]\[\$eq\]$/,
  /^sort$/,
  /^pagination\[(page|pageSize)\]$/,
  /^fields\[\d{1,2}\]$/,
];
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
const CONTROL = /[\u0000-\u001f\u007f]/;

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/** The first parameter an anonymous read may not send, or null when the query is fine. */
export function refusedParameter(querystring: string): string | null {
  if (querystring === '') return null;
  const seen = new Set<string>();
  for (const part of querystring.split('&')) {
    if (part === '') continue;
    const [rawKey = '', ...rest] = part.split('=');
    const key = decode(rawKey);
    const value = decode(rest.join('='));
    if (key === null || value === null) return rawKey;
    if (!ALLOWED.some((pattern) => pattern.test(key)) || seen.has(key)) return key;
    if (CONTROL.test(value)) return key;
    seen.add(key);
  }
  return null;
}

type Ctx = {
  method: string;
  path: string;
  querystring: string;
  status: number;
  body: unknown;
  get: (header: string) => string;
};

/**
 * Anonymous GETs of the content API accept only the documented parameters. Strapi's own
 * validation lets some malformed ones reach the database layer, which then answers 500
 * (`filters[$or]=x`; a NUL byte on PostgreSQL), and a public reader needs no other filter.
 * Callers with an Authorization header (API tokens, previews) are not restricted here.
 */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) => {
  const prefix = strapi.config.get<string>('api.rest.prefix', '/api');
  return async (ctx: Ctx, next: () => Promise<void>) => {
    const read = ctx.method === 'GET' || ctx.method === 'HEAD';
    if (read && ctx.path.startsWith(`${prefix}/`) && ctx.get('authorization') === '') {
      const refused = refusedParameter(ctx.querystring);
      if (refused !== null) {
        ctx.status = 400;
        ctx.body = {
          data: null,
          error: {
            status: 400,
            name: 'ValidationError',
            message: `Invalid query parameter ${JSON.stringify(refused.slice(0, 100))}`,
            details: { key: refused.slice(0, 100) },
          },
        };
        return;
      }
    }
    await next();
  };
};
