import { readdirSync, watch } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoles, adminUsers, apiTokens, documentsOf } from '../src/lib/strapi-services';
import { PREVIEW_TOKEN, SUBMISSION } from './api-context';
import type { SecurityContext } from './security-suite';

type Json = Record<string, unknown>;
type Documents = {
  create: (args: Json) => Promise<{ documentId: string }>;
  update: (args: Json) => Promise<unknown>;
  findFirst: (args: Json) => Promise<{ documentId: string; title: string } | null>;
};

let counter = 1;
/** Client addresses of these tests (192.0.2.0/24 and beyond), one per scenario. */
const nextAddress = () => `192.0.2.${counter++}`;

/** Header shapes that carry no usable credentials: Strapi answers them as the public role. */
const UNAUTHENTICATED: Array<Record<string, string>> = [
  {},
  { authorization: 'Basic x' },
  { authorization: 'x' },
  { authorization: 'Bearer' },
  { authorization: 'Bearer a b' },
  { authorization: '' },
  { Authorization: 'basic eDp5' },
];
const READ_PATHS = [
  '/api/blogs',
  '/api/pages',
  '/api/banners',
  '/api/testimonials',
  '/api/site-setting',
  '/api/calculator-setting',
  '/api/redirects',
];
const HOSTILE_QUERIES = [
  'status=draft',
  'status=draft&locale=es',
  'publicationState=preview',
  'st%61tus=draft',
  'filters[publishedAt][$null]=true',
  'filters[createdBy][id][$gt]=0',
  'filters[$or]=x',
  'filters[$or][0][slug][$eq]=x',
  'populate=createdBy',
  'fields[0]=createdBy',
];

/** Header shapes as sent: `call` adds the web's token unless `authorization` is given ('' for none). */
const withoutToken = (headers: Record<string, string>) => ({
  authorization: '',
  ...Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  ),
});

/** Raw HTTP/1.1, for request lines fetch cannot send. */
function rawRequest(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`${head}\r\n\r\n`));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });
}

/**
 * The outside audit's cases (drafts, lockout, multipart, uploads, odd request lines), each tried
 * in several spellings: the checks the earlier suites missed because they tried one shape only.
 */
export function defineAuditTests(context: SecurityContext) {
  const { call } = context;
  const baseUrl = () => context.cms().baseUrl;
  const tmpEntries = () => readdirSync(os.tmpdir()).sort();

  describe('no draft, private field or unlisted parameter without valid credentials', () => {
    const draftTitle = 'Borrador secreto de auditoría';
    let token = '';

    beforeAll(async () => {
      const { strapi } = context.cms();
      const blogs = documentsOf<Documents>(strapi, 'api::blog.blog');
      await blogs.create({
        locale: 'es',
        data: {
          title: draftTitle,
          slug: 'borrador-auditoria',
          excerpt: 'Nunca visible',
          author: 'Equipo',
          publishedDate: '2026-01-01',
        },
      });
      const published = await blogs.findFirst({ locale: 'es', status: 'published' });
      await blogs.update({
        documentId: published?.documentId,
        locale: 'es',
        data: { title: draftTitle },
      });
      const tokens = apiTokens(strapi);
      token = (
        await tokens.create({
          name: `audit-${Date.now()}`,
          type: 'read-only',
          lifespan: null,
          description: 'audit test',
        })
      ).accessKey;
    });

    it("answers nobody without the web's token, whatever the header shape or path spelling", async () => {
      // The public role has no permission: what a proxy lets through under another spelling
      // (nginx blocks `/api/` case-sensitively; Strapi's router ignores case) is refused here.
      const spellings = (path: string) => [
        path,
        path.toUpperCase(),
        path.replace('/api/', '/Api/'),
      ];
      for (const headers of UNAUTHENTICATED) {
        const cases = READ_PATHS.flatMap((path) =>
          spellings(path).flatMap((spelled) =>
            ['', ...HOSTILE_QUERIES].map((q) => `${spelled}?${q}`),
          ),
        );
        const replies = await Promise.all(
          cases.map((url) => call('GET', url, undefined, withoutToken(headers))),
        );
        replies.forEach((reply, index) => {
          const label = `${JSON.stringify(headers)} ${cases[index]}`;
          expect([401, 403, 400], label).toContain(reply.status);
          expect(reply.body.data ?? null, label).toBeNull();
        });
      }
    }, 120_000);

    it("gives the web's token published versions only, whatever the version parameter", async () => {
      const cases = READ_PATHS.flatMap((path) => HOSTILE_QUERIES.map((q) => `${path}?${q}`));
      const replies = await Promise.all(cases.map((url) => call('GET', url)));
      replies.forEach((reply, index) => {
        const label = cases[index];
        expect([200, 400], label).toContain(reply.status);
        const text = JSON.stringify(reply.body);
        expect(text, label).not.toContain(draftTitle);
        expect(text, label).not.toContain('"publishedAt":null');
        if (reply.status === 200) {
          expect(text, label).not.toMatch(/"(createdBy|updatedBy|password)"/);
        }
      });
      expect((await call('GET', '/api/blogs?locale=es')).status).toBe(200);
    }, 120_000);

    it('stores and mails nothing posted past the web, from a cross-site form or any spelling', async () => {
      const before = await context.cms().strapi.db.query(SUBMISSION).count();
      const sentBefore = context.mails().length;
      const message = { name: 'Atacante', email: 'a@evil.example', message: 'Mensaje cruzado' };
      const posts = [
        ['/api/contact-submissions', 'json'],
        ['/API/contact-submissions', 'json'],
        ['/Api/Contact-Submissions', 'json'],
        ['/api/contact-submissions/', 'json'],
        ['/API/contact-submissions', 'form'],
      ] as const;
      for (const headers of UNAUTHENTICATED) {
        for (const [path, kind] of posts) {
          const response = await fetch(`${baseUrl()}${path}`, {
            method: 'POST',
            headers: {
              ...headers,
              origin: 'https://evil.example',
              'x-forwarded-for': nextAddress(),
              'content-type':
                kind === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
            },
            body:
              kind === 'json'
                ? JSON.stringify({ data: message })
                : new URLSearchParams(
                    Object.entries(message).map(([k, v]): [string, string] => [`data[${k}]`, v]),
                  ).toString(),
          });
          expect([403, 401], `${JSON.stringify(headers)} ${path} ${kind}`).toContain(
            response.status,
          );
        }
      }
      // The preview's read-only token may not post either.
      const preview = await call(
        'POST',
        '/api/contact-submissions',
        { data: message },
        {
          authorization: `Bearer ${PREVIEW_TOKEN}`,
        },
      );
      expect(preview.status).toBe(403);
      expect(await context.cms().strapi.db.query(SUBMISSION).count()).toBe(before);
      expect(context.mails().length).toBe(sentBefore);
    });

    it('answers an invalid token 401, and lets a valid API token read drafts', async () => {
      const invalid = await call('GET', '/api/blogs?status=draft', undefined, {
        authorization: 'Bearer 0123456789abcdef',
      });
      expect(invalid.status).toBe(401);
      const drafts = await call('GET', '/api/blogs?status=draft&locale=es', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(drafts.status).toBe(200);
      expect(JSON.stringify(drafts.body)).toContain(draftTitle);
      // Even a token is held to the web's parameters: no 500 from a malformed filter.
      const odd = await call('GET', '/api/blogs?filters[$or]=x', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(odd.status).toBe(400);
    });
  });

  describe('admin sign-in lockout on every spelling of the path', () => {
    const SPELLINGS = [
      '/admin/login/',
      '/Admin/login',
      '/admin/LOGIN',
      '/ADMIN/Login/',
      '/admin/login',
    ];

    it('counts failures on any spelling and locks the e-mail on all of them', async () => {
      const email = 'spelling.editor@example.com';
      const { strapi } = context.cms();
      const role = await adminRoles(strapi).getSuperAdmin();
      await adminUsers(strapi).create({
        email,
        firstname: 'Spelling',
        lastname: 'Test',
        password: 'Editor12345',
        isActive: true,
        registrationToken: null,
        roles: [role?.id],
      });
      for (const path of SPELLINGS) {
        const failed = await call(
          'POST',
          path,
          { email, password: 'Wrong12345' },
          {
            'x-forwarded-for': nextAddress(),
          },
        );
        expect(failed.status, path).toBe(400);
      }
      for (const path of SPELLINGS) {
        const locked = await call(
          'POST',
          path,
          { email, password: 'Editor12345' },
          {
            'x-forwarded-for': nextAddress(),
          },
        );
        expect(locked.status, path).toBe(429);
      }
    });

    it('locks an address out after failures on the other credential endpoints', async () => {
      const ip = nextAddress();
      const attempts = [
        ['/admin/reset-password/', { resetPasswordToken: 'nope', password: 'Valid12345' }],
        ['/Admin/register', { registrationToken: 'nope', userInfo: {} }],
        ['/admin/REGISTER-ADMIN', { email: 'x@example.com' }],
        ['/admin/login/', { email: 'guess@example.com', password: 'Guess12345' }],
      ] as const;
      for (let i = 0; i < 20; i++) {
        const [path, body] = attempts[i % attempts.length] ?? attempts[0];
        const reply = await call('POST', path, body, { 'x-forwarded-for': ip });
        expect(reply.status, path).toBeGreaterThanOrEqual(400);
        expect(reply.status, path).toBeLessThan(500);
      }
      const locked = await call(
        'POST',
        '/admin/login',
        {
          email: 'admin@example.com',
          password: 'Admin12345',
        },
        { 'x-forwarded-for': ip },
      );
      expect(locked.status).toBe(429);
    });
  });

  describe('bodies that must not reach the parser, and no file left behind', () => {
    const multipart = () => {
      const form = new FormData();
      form.append('evidence', new Blob(['<html>x</html>'], { type: 'text/html' }), 'x.html');
      form.append('files', new Blob(['alert(1)'], { type: 'text/javascript' }), 'x.js');
      return form;
    };

    it('refuses multipart outside the upload routes and oversized bodies, temp dir unchanged', async () => {
      const before = tmpEntries();
      for (const [method, path] of [
        ['POST', '/api/contact-submissions'],
        ['PUT', '/api/blogs'],
        ['POST', '/does-not-exist'],
        ['POST', '/admin/login'],
        ['POST', '/Upload'],
      ] as const) {
        const response = await fetch(`${baseUrl()}${path}`, { method, body: multipart() });
        expect(response.status, path).toBe(415);
      }
      const big = JSON.stringify({ data: { message: 'x'.repeat(2 * 1024 * 1024) } });
      for (const path of ['/api/contact-submissions', '/nope']) {
        const response = await fetch(`${baseUrl()}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: big,
        });
        expect(response.status, path).toBe(413);
      }
      // The upload routes parse multipart: anonymous ones are refused, and their files removed.
      for (const path of ['/upload', '/api/upload']) {
        const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', body: multipart() });
        expect(response.status, path).toBeGreaterThanOrEqual(400);
        expect(response.status, path).toBeLessThan(500);
      }
      expect(tmpEntries()).toEqual(before);
    });

    it('writes at most 20 files of one request to disk, answering 413 past that', async () => {
      const before = tmpEntries();
      const written = new Set<string>();
      const watcher = watch(os.tmpdir(), (_event, name) => {
        if (name) written.add(String(name));
      });
      try {
        const form = new FormData();
        for (let i = 0; i < 60; i++) {
          form.append(
            'files',
            new Blob([`file ${i} `.repeat(200)], { type: 'text/plain' }),
            `f${i}.txt`,
          );
        }
        for (const path of ['/api/upload', '/upload']) {
          const response = await fetch(`${baseUrl()}${path}`, { method: 'POST', body: form });
          expect(response.status, path).toBe(413);
          const body = (await response.json()) as { error?: { message?: string } };
          expect(body.error?.message, path).toBe(
            'More than 20 files in one request: upload at most 20 at a time.',
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      } finally {
        watcher.close();
      }
      // Two requests of 60 files: at most 20 each reached the disk (formidable names them so).
      const uploads = [...written].filter((name) => /^[a-z0-9]{20,32}$/.test(name));
      expect(uploads.length).toBeGreaterThan(0);
      expect(uploads.length).toBeLessThanOrEqual(40);
      // formidable removes what it wrote after the answer: gone within moments, even on a busy host.
      await expect.poll(tmpEntries, { timeout: 5_000 }).toEqual(before);
    });

    it('answers TRACE with 405 and an absolute-form request target with 400', async () => {
      const port = Number(new URL(baseUrl()).port);
      const trace = await rawRequest(port, 'TRACE / HTTP/1.1\r\nHost: x\r\nConnection: close');
      expect(trace).toMatch(/^HTTP\/1\.1 405/);
      expect(trace).not.toContain('Host: x');
      // Node's parser knows no TRACK: a 400 before any code of ours runs.
      const track = await rawRequest(port, 'TRACK / HTTP/1.1\r\nHost: x\r\nConnection: close');
      expect(track).toMatch(/^HTTP\/1\.1 4\d\d/);
      for (const target of ['http://evil.example/api/blogs', 'https://127.0.0.1/admin']) {
        const answer = await rawRequest(
          port,
          `GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close`,
        );
        expect(answer).toMatch(/^HTTP\/1\.1 400/);
      }
    });
  });

  describe('uploads: images and PDF only, served inert', () => {
    let jwt = '';
    const upload = async (name: string, type: string, content: Blob | string) => {
      const form = new FormData();
      form.append(
        'files',
        typeof content === 'string' ? new Blob([content], { type }) : content,
        name,
      );
      return fetch(`${baseUrl()}/upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}` },
        body: form,
      });
    };

    beforeAll(async () => {
      const reply = await call(
        'POST',
        '/admin/login',
        {
          email: 'admin@example.com',
          password: 'Admin12345',
        },
        { 'x-forwarded-for': nextAddress() },
      );
      jwt = (reply.body.data as Json).token as string;
    });

    it('refuses HTML, script and SVG, whatever their name or declared type', async () => {
      const before = tmpEntries();
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
      for (const [name, type, content] of [
        ['page.html', 'text/html', '<script>alert(document.domain)</script>'],
        ['app.js', 'text/javascript', 'alert(1)'],
        ['logo.svg', 'image/svg+xml', svg],
        ['photo.png', 'image/png', '<script>alert(1)</script>'],
      ] as const) {
        const response = await upload(name, type, content);
        expect(response.status, name).toBe(415);
      }
      expect(tmpEntries()).toEqual(before);
    });

    it('stores a real image and serves it with nosniff and a sandbox', async () => {
      const png = await sharp({
        create: { width: 8, height: 8, channels: 3, background: '#6d28d9' },
      })
        .png()
        .toBuffer();
      const response = await upload(
        'square.png',
        'image/png',
        new Blob([png], { type: 'image/png' }),
      );
      expect(response.status).toBe(201);
      const [stored] = (await response.json()) as Array<{ url: string }>;
      const served = await fetch(`${baseUrl()}${stored?.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-security-policy')).toContain('sandbox');
      expect(served.headers.get('content-disposition')).toBeNull();
      const brief = await PDFDocument.create();
      brief.addPage([300, 200]);
      const bytes = new Uint8Array(await brief.save());
      const pdf = await upload(
        'brief.pdf',
        'application/pdf',
        new Blob([bytes], { type: 'application/pdf' }),
      );
      expect(pdf.status).toBe(201);
      const [document] = (await pdf.json()) as Array<{ url: string }>;
      const download = await fetch(`${baseUrl()}${document?.url}`);
      expect(download.headers.get('content-disposition')).toBe('attachment');
    });
  });
}
