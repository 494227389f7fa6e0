import type { ReceivedMail } from '@brilla/testkit/mail';
import { describe, expect, it } from 'vitest';
import { adminRoles, adminUsers } from '../src/lib/strapi-services';
import type { BootedStrapi } from './helpers/strapi';

type Json = Record<string, unknown>;
type Reply = { status: number; headers: Headers; body: Json };
type Call = (
  method: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => Promise<Reply>;

/** What the API suite shares with these tests (one booted CMS per database). */
export type SecurityContext = {
  cms: () => BootedStrapi;
  mails: () => ReceivedMail[];
  call: Call;
  /** POST /api/contact-submissions from a fresh client address. */
  contact: (data: Json, headers?: Record<string, string>) => Promise<Reply>;
};

const SUBMISSION = 'api::contact-submission.contact-submission';
const PASSWORD = 'Editor12345';

let addressCounter = 1;
/** Client addresses of these tests (203.0.113.0/24), one per scenario. */
const nextAddress = () => `203.0.113.${addressCounter++}`;

export function defineSecurityTests(context: SecurityContext) {
  const { call, contact } = context;
  const login = (email: string, password: string, ip: string, forwardedFor = ip, cookie = '') =>
    call(
      'POST',
      '/admin/login',
      { email, password },
      { 'x-forwarded-for': forwardedFor, ...(cookie ? { cookie } : {}) },
    );
  /** The trusted-browser cookie a successful sign-in sets, as a Cookie header. */
  const deviceCookie = (reply: Reply): string => {
    const set = reply.headers.getSetCookie().find((c) => c.startsWith('brilla_admin_device='));
    expect(set, 'a sign-in sets the trusted-browser cookie').toBeDefined();
    expect(set).toMatch(/; path=\/admin;.*httponly/i);
    expect(set).toMatch(/samesite=strict/i);
    return (set ?? '').split(';')[0] ?? '';
  };

  async function createEditor(email: string): Promise<void> {
    const { strapi } = context.cms();
    const role = await adminRoles(strapi).getSuperAdmin();
    await adminUsers(strapi).create({
      email,
      firstname: 'Editor',
      lastname: 'Test',
      password: PASSWORD,
      isActive: true,
      registrationToken: null,
      roles: [role?.id],
    });
  }

  describe('admin sign-in guard', () => {
    it('locks an e-mail out after five failures, even with the right password, from any address', async () => {
      const email = 'locked.editor@example.com';
      await createEditor(email);
      // The editor's own browser, signed in before.
      const own = deviceCookie(await login(email, PASSWORD, nextAddress()));
      for (let i = 0; i < 5; i++) {
        const failed = await login(email, 'Wrong12345', nextAddress());
        expect(failed.status).toBe(400);
        expect((failed.body.error as Json).message).toBe('Invalid credentials');
      }
      const locked = await login(email.toUpperCase(), PASSWORD, nextAddress());
      expect(locked.status).toBe(429);
      // A first lockout lasts a minute (each further one within a day twice as long).
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(50);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(locked.body.error).toMatchObject({
        status: 429,
        name: 'RateLimitError',
        message:
          'Demasiados intentos fallidos de inicio de sesión. Vuelva a intentarlo en 1 minuto, o pida a un administrador que levante el bloqueo (Configuración → Bloqueos de inicio de sesión).',
      });
      const english = await call(
        'POST',
        '/admin/login',
        { email, password: PASSWORD },
        { 'x-forwarded-for': nextAddress(), 'accept-language': 'en-GB,en;q=0.9,es;q=0.5' },
      );
      expect((english.body.error as Json).message).toMatch(
        /^Too many failed sign-in attempts\. Try again in 1 minute, or ask an administrator/,
      );
      // Other accounts are untouched.
      expect((await login('admin@example.com', 'Admin12345', nextAddress())).status).toBe(200);
      // A stranger's failures do not lock the editor out of a browser it signed in from before.
      const ip = nextAddress();
      expect((await login(email, PASSWORD, ip, ip, own)).status).toBe(200);
      // That browser's own failures count apart: five, then it waits too.
      for (let i = 0; i < 5; i++)
        expect((await login(email, 'Typo12345', ip, ip, own)).status).toBe(400);
      expect((await login(email, PASSWORD, ip, ip, own)).status).toBe(429);
    });

    it('trusts a browser only for the e-mail it signed in with, and never a made-up cookie', async () => {
      const email = 'device.editor@example.com';
      await createEditor(email);
      for (let i = 0; i < 5; i++) {
        expect((await login(email, 'Wrong12345', nextAddress())).status).toBe(400);
      }
      const adminBrowser = deviceCookie(
        await login('admin@example.com', 'Admin12345', nextAddress()),
      );
      const [name, value = ''] = adminBrowser.split('=');
      const [, id, mac] = value.split('.');
      for (const cookie of [
        adminBrowser,
        `${name}=${'0'.repeat(32)}.${id}.${mac}`,
        `${name}=x.y.z`,
        `${name}=${value}x`,
      ]) {
        expect(
          (await login(email, PASSWORD, nextAddress(), undefined, cookie)).status,
          cookie,
        ).toBe(429);
      }
    });

    it('clears the e-mail count after a successful sign-in', async () => {
      const email = 'reset.editor@example.com';
      await createEditor(email);
      const ip = nextAddress();
      for (let i = 0; i < 4; i++) expect((await login(email, 'Nope12345', ip)).status).toBe(400);
      expect((await login(email, PASSWORD, ip)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await login(email, 'Nope12345', ip)).status).toBe(400);
      expect((await login(email, PASSWORD, ip)).status).toBe(200);
    });

    it('locks an address out after twenty failures, whatever e-mails it tries', async () => {
      const ip = nextAddress();
      for (let i = 0; i < 20; i++) {
        expect((await login(`guess${i}@example.com`, 'Guess12345', ip)).status).toBe(400);
      }
      const locked = await login('admin@example.com', 'Admin12345', ip);
      expect(locked.status).toBe(429);
      expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Only the last X-Forwarded-For hop counts: a visitor cannot pick another address.
      expect((await login('admin@example.com', 'Admin12345', ip, `192.0.2.77, ${ip}`)).status).toBe(
        429,
      );
      expect((await login('admin@example.com', 'Admin12345', nextAddress())).status).toBe(200);
    });

    it('lets staff sign in from a locked shared address in a browser they signed in from before', async () => {
      const office = nextAddress();
      const own = deviceCookie(await login('admin@example.com', 'Admin12345', office));
      for (let i = 0; i < 20; i++) {
        expect((await login(`made.up${i}@example.com`, 'Guess12345', office)).status).toBe(400);
      }
      expect((await login('admin@example.com', 'Admin12345', office)).status).toBe(429);
      expect((await login('admin@example.com', 'Admin12345', office, office, own)).status).toBe(
        200,
      );
    });

    it('lists the lockouts for staff who manage users, who lift one at once', async () => {
      const email = 'locked.out@example.com';
      await createEditor(email);
      const stranger = nextAddress();
      for (let i = 0; i < 5; i++) await login(email, 'Wrong12345', stranger);
      expect((await login(email, PASSWORD, nextAddress())).status).toBe(429);
      const admin = (await login('admin@example.com', 'Admin12345', nextAddress())).body.data as {
        token: string;
      };
      const asAdmin = { authorization: `Bearer ${admin.token}` };
      const listed = await call('GET', '/sign-in-locks', undefined, asAdmin);
      expect(listed.status).toBe(200);
      expect(listed.headers.get('cache-control')).toBe('no-store');
      const locks = listed.body.data as Array<{
        id: string;
        kind: string;
        subject: string;
        until: string;
      }>;
      const lock = locks.find((entry) => entry.subject === email);
      expect(lock).toMatchObject({
        kind: 'email',
        id: expect.stringMatching(/^email:[0-9a-f]{32}$/),
      });
      expect(Date.parse(lock?.until ?? '')).toBeGreaterThan(Date.now());
      // Nobody else sees or lifts them: signed out 401, a role that may not edit users 403.
      const { strapi } = context.cms();
      const editorRole = (await strapi.db
        .query('admin::role')
        .findOne({ where: { name: 'Editor' } })) as { id: number };
      await adminUsers(strapi).create({
        email: 'plain.editor@example.com',
        firstname: 'Plain',
        lastname: 'Editor',
        password: PASSWORD,
        isActive: true,
        registrationToken: null,
        roles: [editorRole.id],
      });
      const editor = (await login('plain.editor@example.com', PASSWORD, nextAddress())).body
        .data as { token: string };
      const asEditor = { authorization: `Bearer ${editor.token}` };
      const path = `/sign-in-locks/${encodeURIComponent(lock?.id ?? '')}`;
      expect((await call('GET', '/sign-in-locks', undefined, { authorization: '' })).status).toBe(
        401,
      );
      expect((await call('GET', '/sign-in-locks', undefined, asEditor)).status).toBe(403);
      expect((await call('DELETE', path, undefined, asEditor)).status).toBe(403);
      // Lifted: the editor signs in at once, from anywhere, and the lock is gone from the list.
      expect((await call('DELETE', path, undefined, asAdmin)).status).toBe(204);
      expect((await login(email, PASSWORD, nextAddress())).status).toBe(200);
      const after = (await call('GET', '/sign-in-locks', undefined, asAdmin)).body.data as Array<{
        subject: string;
      }>;
      expect(after.some((entry) => entry.subject === email)).toBe(false);
      const again = await call('DELETE', path, undefined, asAdmin);
      expect(again.status).toBe(404);
      expect((again.body.error as Json).message).toMatch(/^Ese bloqueo ya no está en vigor/);
    });

    it('counts malformed sign-in bodies as failures and never answers 5xx', async () => {
      const ip = nextAddress();
      for (const body of [{}, { email: ['a@b.co'] }, { email: 'x'.repeat(5000), password: 1 }]) {
        const reply = await call('POST', '/admin/login', body, { 'x-forwarded-for': ip });
        expect(reply.status).toBe(400);
      }
    });
  });

  describe('security headers', () => {
    it('answers API requests with the tightened policy and without X-Powered-By', async () => {
      const reply = await call('GET', '/api/calculator-setting');
      const csp = reply.headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        csp.split(';').map((d) => {
          const [name = '', ...sources] = d.trim().split(/\s+/);
          return [name, sources.join(' ')];
        }),
      );
      expect(directives).toMatchObject({
        'default-src': "'self'",
        'script-src': "'self'",
        'connect-src': "'self'",
        'img-src': "'self' data: blob:",
        'frame-ancestors': "'none'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
      });
      expect(csp).not.toContain('strapi.io');
      expect(reply.headers.get('x-frame-options')).toBe('DENY');
      expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
      expect(reply.headers.get('referrer-policy')).toBe('same-origin');
      expect(reply.headers.get('strict-transport-security')).toContain('max-age=63072000');
      expect(reply.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(reply.headers.get('x-powered-by')).toBeNull();
    });

    it('grants no other origin cross-origin access', async () => {
      const reply = await call('GET', '/api/calculator-setting', undefined, {
        origin: 'https://evil.example',
      });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers each request with its id: the caller’s when safe, else a new UUID', async () => {
      const given = await call('GET', '/api/calculator-setting', undefined, {
        'x-request-id': 'web-7f3a.1_B',
      });
      expect(given.headers.get('x-request-id')).toBe('web-7f3a.1_B');
      const unsafe = await call('GET', '/api/nothing-here', undefined, {
        'x-request-id': 'a b<script>',
      });
      expect(unsafe.status).toBe(404);
      expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      // Refused before any route (global::request-guard) still carries one.
      const refused = await call('POST', '/api/contact-submissions', undefined, {
        'content-type': 'multipart/form-data; boundary=x',
      });
      expect(refused.status).toBe(415);
      expect(refused.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('keeps idle connections open longer than the proxy in front does (65 s > 60 s)', () => {
      const server = context.cms().strapi.server.httpServer;
      expect(server.keepAliveTimeout).toBe(65_000);
      expect(server.headersTimeout).toBe(66_000);
    });

    it('answers a broken multipart or JSON body with 400, not 500', async () => {
      // Multipart is parsed on the upload routes only (elsewhere it is a 415, unread).
      for (const [type, body, path] of [
        ['multipart/form-data; boundary=x', '\u0012G\u0006j', '/upload'],
        ['multipart/form-data', '--x\r\n', '/api/upload'],
        ['application/json', '{"data":', '/api/contact-submissions'],
      ] as const) {
        const response = await fetch(`${context.cms().baseUrl}${path}`, {
          method: 'POST',
          headers: { 'content-type': type, 'x-forwarded-for': nextAddress() },
          body,
        });
        expect(response.status, type).toBe(400);
        expect(await response.json()).toMatchObject({ error: { status: 400 } });
      }
    });

    it('answers 400, never 500, to query parameters the public API does not support', async () => {
      for (const query of [
        'filters[$or]=x',
        'filters[slug][$eq]=%00',
        'filters[slug][$eq][0]=a',
        'populate[blocks][populate]=*',
        'filters[title][$containsi]=a',
        'locale=es&locale=en',
      ]) {
        const reply = await call('GET', `/api/pages?${query}`);
        expect(reply.status, query).toBe(400);
        expect(reply.body.error).toMatchObject({ name: 'ValidationError' });
      }
      // An API token (previews) is not limited to the web's parameters.
      const tokenReply = await call('GET', '/api/pages?filters[title][$containsi]=a', undefined, {
        authorization: 'Bearer not-a-token',
      });
      expect(tokenReply.status).toBe(401);
    });

    it('keeps the admin, the API and their refusals out of search engines', async () => {
      const answers = [
        await fetch(`${context.cms().baseUrl}/admin`),
        await fetch(`${context.cms().baseUrl}/admin/auth/login`),
        await call('GET', '/api/calculator-setting'),
        await call('GET', '/api/nothing-here'),
        await call('POST', '/api/contact-submissions', undefined, {
          'content-type': 'multipart/form-data; boundary=x',
        }),
      ];
      // The admin's pages are served by `strapi start` (reliability/tests/headers.test.ts checks
      // them there); here they are 404s, which carry it too.
      expect(answers.map((answer) => answer.status).slice(2)).toEqual([200, 404, 415]);
      for (const answer of answers) {
        expect(answer.headers.get('x-robots-tag')).toBe('noindex, nofollow');
      }
    });

    it('serves its favicon (a missing one used to answer 500)', async () => {
      const response = await fetch(`${context.cms().baseUrl}/favicon.ico`);
      expect(response.status).toBe(200);
    });
  });

  describe('contact input is plain text and cannot inject e-mail headers', () => {
    const submissions = () => context.cms().strapi.db.query(SUBMISSION);

    it('keeps the fields as text types, so the admin shows them as text', () => {
      const { attributes } = context.cms().strapi.contentType(SUBMISSION);
      expect(attributes.name?.type).toBe('string');
      expect(attributes.message?.type).toBe('text');
      expect(attributes.email?.type).toBe('email');
    });

    it.each([
      ['CR LF', 'Ana\r\nBcc: evil@example.com'],
      ['bare LF', 'Ana\nBcc: evil@example.com'],
      ['bare CR', 'Ana\rBcc: evil@example.com'],
      ['Unicode line separator', 'Ana\u2028Bcc: evil@example.com'],
      ['NEL and NUL', 'Ana\u0085\u0000Bcc: evil@example.com'],
      ['encoded word', '=?utf-8?Q?Ana=0D=0ABcc:_evil@example.com?='],
    ])('sends one plain-text mail to staff for a name with %s', async (_label, name) => {
      const before = context.mails().length;
      const message = `<script>alert("x")</script> <img src=x onerror=alert(1)>\r\nBcc: evil@example.com`;
      const reply = await contact({ name, email: 'ana@example.com', message, language: 'es' });
      expect(reply.status).toBe(201);
      const documentId = (reply.body.data as Json).documentId as string;
      const row = await submissions().findOne({ where: { documentId } });
      for (const char of ['\r', '\n', '\u0000', '\u0085', '\u2028']) {
        expect(row.name).not.toContain(char);
      }
      expect(row.message).toBe(
        '<script>alert("x")</script> <img src=x onerror=alert(1)>\nBcc: evil@example.com',
      );
      expect(row.emailStatus).toBe('enviado');

      expect(context.mails().length).toBe(before + 1);
      const mail = context.mails().at(-1) as ReceivedMail;
      expect(mail.to).toEqual(['staff@example.com']);
      const headers = mail.headers;
      expect(headers.filter((line) => /^(bcc|cc|to):/i.test(line))).toEqual([
        'To: staff@example.com',
      ]);
      expect(headers.filter((line) => /^subject:/i.test(line))).toHaveLength(1);
      expect(headers.find((line) => /^reply-to:/i.test(line))).toBe('Reply-To: ana@example.com');
      // The plain-text part carries the words as typed; the HTML part only escaped.
      expect(mail.text).toContain('<script>alert("x")</script>');
      const html = mail.html;
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(html).not.toMatch(/<(script|img)/i);
    });

    it.each([
      'ana@example.com\r\nBcc: evil@example.com',
      'ana@example.com\nBcc: evil@example.com',
      'ana@example.com, evil@example.com',
      'Ana <ana@example.com>',
      '"ana\r\nbcc: evil@example.com"@example.com',
    ])('refuses the e-mail address %j and stores nothing', async (email) => {
      const before = await submissions().count();
      const mails = context.mails().length;
      const reply = await contact({
        name: 'Ana',
        email,
        message: 'Hola, quiero información.',
        language: 'es',
      });
      expect(reply.status).toBe(400);
      expect(reply.body.error).toMatchObject({
        details: { errors: [{ path: ['email'], message: 'Por favor ingresa un email válido' }] },
      });
      expect(await submissions().count()).toBe(before);
      expect(context.mails().length).toBe(mails);
    });

    it('stores a message with NUL and escape characters (PostgreSQL refuses NUL) without a 5xx', async () => {
      const reply = await contact({
        name: 'Nul\u0000 Test',
        email: 'nul@example.com',
        message: 'Hola\u0000 mundo \u001b[2J cruel\ud800',
        language: 'es',
      });
      expect(reply.status).toBe(201);
      const row = await submissions().findOne({
        where: { documentId: (reply.body.data as Json).documentId },
      });
      expect(row).toMatchObject({ name: 'Nul  Test', message: 'Hola mundo [2J cruel\ufffd' });
    });
  });
}
