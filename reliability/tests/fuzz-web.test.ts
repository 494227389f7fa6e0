// Fuzzing the web: paths, query strings, form posts, and CMS content rendered as pages.
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import {
  expectSafe,
  MARKERS,
  nextAddress,
  pick,
  RUNS,
  SETTINGS,
  TIMEOUT,
  text,
  webPath,
} from '../support/fuzz-inputs';
import { adminApi, adminToken, BLOGS, freshPerTry, send } from '../support/http';
import { rawRequest } from '../support/raw-http';

const stack = inject('stack');
const fresh = freshPerTry();

describe('fuzz: web paths and query strings', () => {
  it.each([
    '/..%2f..%2fetc/passwd',
    '/..%2f..%2f..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/assets/..%2f..%2f..%2fserver.js',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/uploads/..%2f..%2f.env',
    '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
    '/..\\..\\..\\etc\\passwd',
    '//etc/passwd',
    '/server.js',
    '/package.json',
    '/build/server/index.js',
    '/.env',
    '/app/root.tsx',
    '/assets/../../server.js',
  ])('does not serve a file outside the app for %s', async (path) => {
    const reply = await rawRequest(stack.web[0], { path });
    expectSafe(reply.status, reply.body, path);
    expect([400, 404]).toContain(reply.status);
  });

  it(
    `never answers 5xx, reflects no markup and serves no outside file (${RUNS} runs)`,
    async () => {
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(webPath, fc.constantFrom('GET', 'GET', 'HEAD'), async (path, method) => {
          const reply = await rawRequest(pick(stack.web), { method, path });
          statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
          expectSafe(reply.status, reply.body, `${method} ${path.slice(0, 200)}`);
        }),
        SETTINGS,
      );
      console.info(`web path fuzz: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
    },
    TIMEOUT,
  );

  it(
    `never answers 5xx to contact form posts of any shape (${RUNS} runs)`,
    async () => {
      const field = fc.oneof(
        fc.constantFrom('name', 'email', 'message', 'website', 'name', 'email', 'message'),
        fc.string({ maxLength: 10 }),
      );
      const form = fc.array(fc.tuple(field, text), { maxLength: 8 });
      // What a browser's form can send; other bodies are the next test's.
      const encoding = fc.constantFrom('urlencoded', 'multipart');
      await fc.assert(
        fc.asyncProperty(
          form,
          encoding,
          fc.constantFrom('/contactanos', '/en/contactanos', '/inicio'),
          async (pairs, kind, path) => {
            const web = pick(stack.web);
            let body: string | FormData;
            const headers: Record<string, string> = {
              'x-forwarded-for': nextAddress(),
              origin: web,
            };
            if (kind === 'multipart') {
              const data = new FormData();
              for (const [key, value] of pairs) data.append(key, value);
              body = data;
            } else {
              body = new URLSearchParams(pairs).toString();
              headers['content-type'] = 'application/x-www-form-urlencoded';
            }
            const reply = await send(`${web}${path}`, { method: 'POST', headers, body });
            expectSafe(
              reply.status,
              reply.text,
              `${kind} ${path} ${JSON.stringify(pairs).slice(0, 200)}`,
            );
          },
        ),
        SETTINGS,
      );
    },
    TIMEOUT,
  );

  // Found by the fuzz above: a JSON or text/plain body made the action's request.formData()
  // throw, and the web answered 500. Now any body a form does not send is 400 with the message.
  it(
    `answers a contact post with a JSON or text/plain body without a 5xx (${RUNS} runs)`,
    async () => {
      const statuses = new Map<string, number>();
      const body = fc.oneof(
        fc.json().map((json) => Buffer.from(json)),
        fc.string({ unit: 'binary', maxLength: 300 }).map((value) => Buffer.from(value)),
        fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
        fc.constantFrom(
          Buffer.from('{"name":"Ana","email":"ana@example.com","message":"Hola, hola, hola."}'),
          Buffer.from('name=Ana&email=ana%40example.com&message=Hola%2C+hola%2C+hola.'),
          Buffer.from('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nAna'),
          Buffer.from(`message=${'a'.repeat(2_000_000)}`),
          Buffer.alloc(0),
        ),
      );
      const formType = /^(application\/x-www-form-urlencoded|multipart\/form-data)/;
      const contentType = fc.constantFrom(
        'application/json',
        'application/json; charset=utf-8',
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/xml',
        'application/octet-stream',
        '',
        // Form types with bodies that are not forms (broken multipart, 2 MB).
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'multipart/form-data',
      );
      const path = fc.constantFrom(
        '/contactanos',
        '/en/contactanos',
        '/contactanos.data',
        '/en/contactanos.data',
      );
      await fc.assert(
        fc.asyncProperty(body, contentType, path, async (bytes, type, target) => {
          const web = pick(stack.web);
          const reply = await rawRequest(web, {
            method: 'POST',
            path: target,
            headers: {
              ...(type ? { 'content-type': type } : {}),
              'x-forwarded-for': nextAddress(),
              origin: web,
            },
            body: bytes,
          });
          const context = `${type || '(none)'} ${target} ${bytes.subarray(0, 80).toString('latin1')} → ${reply.body.slice(0, 200)}`;
          const key = `${formType.test(type) ? 'form type' : 'other type'} ${reply.status}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
          expectSafe(reply.status, reply.body, context);
          if (formType.test(type)) return;
          // Not a form: refused with the failure message in the page's language, nothing sent.
          expect(reply.status, context).toBe(400);
          expect(reply.body, context).toContain(
            target.startsWith('/en') ? 'Error sending message.' : 'Error al enviar el mensaje.',
          );
        }),
        SETTINGS,
      );
      console.info(`web contact body fuzz: ${JSON.stringify(Object.fromEntries(statuses))}`);
    },
    TIMEOUT,
  );
});

describe('fuzz: content stored in the CMS and rendered by the web', () => {
  it(
    'renders hostile titles and excerpts as text, never as markup',
    async () => {
      const token = await adminToken(stack.cms[0]);
      const hostile = fc.tuple(
        fc.constantFrom(
          ...MARKERS,
          '</title><script>alert(7331)</script>',
          '<svg/onload=alert(7331)>',
        ),
        fc.string({ unit: 'grapheme', maxLength: 30 }),
      );
      let n = 0;
      await fc.assert(
        fc.asyncProperty(hostile, async ([payload, noise]) => {
          n += 1;
          const slug = `hostil-${fresh.id}-${n}`;
          const title = `${noise}${payload}`.slice(0, 200) || payload;
          const created = await adminApi(stack.cms[0], token, `${BLOGS}?locale=es`, {
            method: 'POST',
            body: JSON.stringify({
              title,
              slug,
              excerpt: `Resumen ${payload}`,
              author: payload,
              publishedDate: '2026-01-01',
              content: [{ type: 'paragraph', children: [{ type: 'text', text: payload }] }],
            }),
          });
          const documentId = (created.data as { documentId: string }).documentId;
          await adminApi(stack.cms[0], token, `${BLOGS}/${documentId}/actions/publish?locale=es`, {
            method: 'POST',
            body: '{}',
          });
          const page = await send(`${pick(stack.web)}/blogs/${slug}`);
          expect(page.status).toBe(200);
          expectSafe(page.status, page.text, slug);
          expect(page.text).not.toMatch(/<svg\/onload|<\/title><script>/);
        }),
        { numRuns: Math.min(RUNS, 12), endOnFailure: true },
      );
    },
    TIMEOUT,
  );
});
