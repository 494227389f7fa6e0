import { describe, expect, inject, it } from 'vitest';
import { freshPerTry, send } from '../support/http';
import { query } from '../support/services';

const stack = inject('stack');
const [web] = stack.web;
const [cms] = stack.cms;
const fresh = freshPerTry();

function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const PAGES = [
  ['/inicio', 200],
  ['/en/inicio', 200],
  ['/contactanos', 200],
  ['/blogs/primer-post', 200],
  ['/blog', 200],
  ['/no-existe', 404],
  ['/en/blogs/no-existe', 404],
] as const;

/** Every script of the HTML carries the nonce (JSON data blocks do not run and need none). */
function expectScriptsWithNonce(html: string, nonce: string | undefined) {
  const tags = html.match(/<script\b[^>]*>/g) ?? [];
  expect(tags.length).toBeGreaterThan(0);
  for (const tag of tags) {
    if (/type="application\/(ld\+)?json"/.test(tag)) continue;
    expect(tag).toContain(`nonce="${nonce}"`);
  }
}

describe('security headers of the web (production build)', () => {
  it.each(PAGES)('%s carries a nonce-based CSP and the other headers', async (path, status) => {
    const reply = await send(`${web}${path}`);
    expect(reply.status).toBe(status);
    const policy = reply.headers.get('content-security-policy') ?? '';
    const csp = directives(policy);
    const scripts = csp['script-src'] ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts.some((source) => /^'nonce-[A-Za-z0-9+/=]{16,}'$/.test(source))).toBe(true);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('referrer-policy')).toMatch(
      /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
    );
    expect(reply.headers.get('permissions-policy')).toBeTruthy();
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('x-powered-by')).toBeNull();

    // Every script of the page carries this response's nonce; none runs without it.
    const nonce = scripts.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
    expectScriptsWithNonce(reply.text, nonce);
    expect(reply.text).not.toMatch(/\son[a-z]+="/);
  });

  it('uses a fresh nonce for every render, and every copy of a kept page matches its header', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 3; i++) {
      // A URL of its own is rendered for this request (the page cache keys on the URL).
      const reply = await send(`${web}/inicio?render=${i}-${Date.now()}`);
      nonces.add(reply.headers.get('content-security-policy') ?? '');
    }
    expect(nonces.size).toBe(3);
    // The same URL again and again: rendered, then kept (docs/decisions/036-web-page-cache.md);
    // each answer's scripts carry the nonce its own header allows.
    const states: string[] = [];
    for (let i = 0; i < 10 && !states.includes('hit'); i++) {
      const reply = await send(`${web}/en/inicio`);
      states.push(reply.headers.get('x-page-cache') ?? '');
      const csp = reply.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expectScriptsWithNonce(reply.text, nonce);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(states).toContain('hit');
  });

  it('sends the headers on the sitemap, robots and static files too', async () => {
    for (const path of ['/sitemap.xml', '/robots.txt', '/favicon.ico']) {
      const reply = await send(`${web}${path}`);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(reply.headers.get('content-security-policy'), path).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it('sends Strict-Transport-Security when the request came over HTTPS', async () => {
    // The web trusts its loopback proxy (TRUST_PROXY default), which says HTTPS like nginx does.
    for (const path of ['/inicio', '/en/contactanos', '/robots.txt', '/no-existe']) {
      const secure = await send(`${web}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers.get('strict-transport-security'), path).toBe(
        'max-age=63072000; includeSubDomains',
      );
      const plain = await send(`${web}${path}`, { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers.get('strict-transport-security'), path).toBeNull();
    }
    expect((await send(`${web}/inicio`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('refuses a contact post from another origin (Origin / Sec-Fetch-Site)', async () => {
    const email = `cross-origin@${fresh.id}.test`;
    const fields = new URLSearchParams({
      name: 'Sitio ajeno',
      email,
      message: 'Un formulario de otro sitio que envía aquí.',
      website: '',
    }).toString();
    const attempts = [
      ['/contactanos', { origin: 'https://evil.example' }, 'Error al enviar el mensaje'],
      ['/contactanos.data', { origin: 'https://evil.example' }, 'Error al enviar el mensaje'],
      ['/en/contactanos', { origin: 'null' }, 'Error sending message'],
      ['/en/contactanos.data', { 'sec-fetch-site': 'cross-site' }, 'Error sending message'],
      ['/contactanos', { origin: web, 'sec-fetch-site': 'cross-site' }, 'Error al enviar'],
    ] as const;
    for (const [path, headers, message] of attempts) {
      const reply = await send(`${web}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': fresh.address(3),
          ...headers,
        },
        body: fields,
      });
      const label = `${path} ${JSON.stringify(headers)}`;
      expect(reply.status, label).toBe(403);
      expect(reply.headers.get('cache-control'), label).toBe('no-store');
      expect(reply.headers.get('content-type'), label).toMatch(/^text\/plain/);
      expect(reply.text, label).toContain(message);
      expect(reply.text.length, label).toBeLessThan(200);
      expect(reply.headers.get('x-frame-options'), label).toBe('DENY');
    }
    const stored = await query<{ count: string }>(
      stack.databaseUrl,
      'select count(*) from contact_submissions where email = $1',
      [email],
    );
    expect(Number(stored[0]?.count)).toBe(0);

    // The site's own origin, and a post without Origin (curl, no-JS browsers), still get in;
    // the CMS publish webhook (its own secret, no Origin) is not refused as a cross-origin post.
    const own = await send(`${web}/contactanos`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': fresh.address(1),
        origin: web,
        'sec-fetch-site': 'same-origin',
      },
      body: fields.replace('email=cross-origin', 'email=same-origin'),
    });
    expect(own.status).toBe(200);
    expect(own.text).toContain('Mensaje enviado exitosamente');
    const bare = await send(`${web}/contactanos`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': fresh.address(2),
      },
      body: fields.replace('email=cross-origin', 'email=no-origin'),
    });
    expect(bare.status).toBe(200);
    expect(bare.text).toContain('Mensaje enviado exitosamente');
    const webhook = await send(`${web}/webhooks/cms`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(webhook.status).not.toBe(403);
    expect(webhook.status).toBeLessThan(500);
  });
});

describe('security headers of the CMS admin (strapi start, production)', () => {
  it('serves the admin with scripts from itself only and no framing', async () => {
    const reply = await send(`${cms}/admin`);
    expect(reply.status).toBe(200);
    const csp = directives(reply.headers.get('content-security-policy') ?? '');
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('strict-transport-security')).toContain('max-age=63072000');
    expect(reply.headers.get('x-powered-by')).toBeNull();
    // Staff's sign-in page stays out of search engines.
    expect(reply.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The built admin page has no inline script that this policy would block.
    const inline = (reply.text.match(/<script\b(?![^>]*\bsrc=)[^>]*>/g) ?? []).length;
    expect(inline).toBe(0);
  });
});
