import { describe, expect, it } from 'vitest';
import canonicalAdminHost from './canonical-admin-host';

const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

async function visit(
  origin: string | null,
  { url = '/admin', host = '127.0.0.1', method = 'GET', accept = HTML } = {},
) {
  const answered: Record<string, string> = {};
  const ctx = {
    method,
    path: url.split('?')[0] ?? url,
    originalUrl: url,
    hostname: host,
    status: 404,
    location: null as string | null,
    get: (name: string) => (name.toLowerCase() === 'accept' ? accept : ''),
    set: (name: string, value: string) => {
      answered[name] = value;
    },
    redirect(target: string) {
      this.location = target;
    },
  };
  let passed = false;
  await canonicalAdminHost({ origin })(ctx, async () => {
    passed = true;
  });
  return { passed, status: ctx.status, location: ctx.location, headers: answered };
}

describe('canonical admin host', () => {
  it('sends an admin page opened under another host name to the public address, path and query kept', async () => {
    expect(await visit('http://localhost:1337', { url: '/admin' })).toMatchObject({
      passed: false,
      status: 302,
      location: 'http://localhost:1337/admin',
      headers: { 'Cache-Control': 'no-store' },
    });
    const deep =
      '/admin/content-manager/collection-types/api::blog.blog?page=2&plugins[i18n][locale]=en';
    expect((await visit('http://localhost:1337', { url: deep })).location).toBe(
      `http://localhost:1337${deep}`,
    );
    expect(
      (await visit('https://cms.brillatalent.com', { url: '/Admin/', host: 'cms-internal' }))
        .location,
    ).toBe('https://cms.brillatalent.com/Admin/');
    expect((await visit('http://localhost:1337', { method: 'HEAD' })).status).toBe(302);
  });

  it('leaves alone the public name (any port or case), the API, other methods and other paths', async () => {
    const origin = 'http://localhost:1337';
    for (const request of [
      { host: 'localhost' },
      { host: 'LOCALHOST' },
      { accept: 'application/json' },
      { accept: '*/*' },
      { method: 'POST' },
      { url: '/administrator' },
      { url: '/api/blogs' },
      { url: '/uploads/a.png' },
    ]) {
      expect((await visit(origin, request)).passed, JSON.stringify(request)).toBe(true);
    }
    expect((await visit(null)).passed).toBe(true);
  });
});
