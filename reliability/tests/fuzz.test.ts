import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { addressPool, adminApi, adminToken, BLOGS, send } from '../support/http';
import { rawRequest, sendablePath } from '../support/raw-http';
import { query } from '../support/services';

const stack = inject('stack');
const address = addressPool();
let requestCount = 0;
const nextAddress = () => address(++requestCount);
const pick = <T>(pair: readonly [T, T]) => pair[requestCount % 2] as T;

/** Runs per property: bounded, so the file stays well under a minute. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
const SETTINGS = { numRuns: RUNS, endOnFailure: true } as const;
/** Generous: each property takes 2–25 s here, several times that when the machine is busy. */
const TIMEOUT = 240_000;

/** Markup that must never come back as markup. */
const MARKERS = ['<script>alert(7331)</script>', '"><img src=x onerror=alert(7331)>'];
/** Text that only a file outside the app would contain. */
const LEAKS = [
  'root:x:0:0',
  'APP_KEYS',
  'DATABASE_URL',
  'createRequestHandler',
  '"name": "@brilla/',
  '-----BEGIN',
  'strapi.js start',
];

const nasty = fc.constantFrom(
  ...MARKERS,
  '',
  ' ',
  '\u0000',
  '\r\nBcc: evil@example.com',
  '\u2028\u2029\u0085',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff\ud800',
  '🎉👩‍👩‍👧‍👦',
  'ﷺ𒐫ꧻ',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, on purpose
  '${7*7}{{7*7}}<%= 7*7 %>',
  "'; DROP TABLE contact_submissions; --",
  '../../../../etc/passwd',
  '%00%0d%0a',
  '__proto__',
  'constructor',
  'a'.repeat(5_000),
  'x'.repeat(200_000),
);
const text = fc.oneof(
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.string({
    unit: fc.constantFrom(
      '\u0000',
      '\r',
      '\n',
      '\t',
      '\u007f',
      '\u2028',
      '<',
      '>',
      '"',
      '&',
      '%',
      '\\',
      'ñ',
      '😀',
    ),
    maxLength: 60,
  }),
  nasty,
);
const anyValue = fc.oneof(
  { weight: 4, arbitrary: text },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
);
const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('ana@example.com', 'a@b.co', 'ana@example.com\r\nBcc: x@evil.test', 'a@b@c', '@'),
  anyValue,
);
/** Valid-looking submissions with arbitrary Unicode (control characters included). */
const storable = fc
  .record({
    name: fc.string({ unit: 'binary', minLength: 3, maxLength: 50 }),
    email: fc.constantFrom('ana@example.com', 'lucas.p@example.org', 'x_y+z@mail.example.co'),
    message: fc.oneof(
      fc.string({ unit: 'binary', minLength: 12, maxLength: 900 }),
      fc.constantFrom(...MARKERS).map((m) => `${m} quiero información`),
    ),
    language: fc.constantFrom('es', 'en'),
  })
  .map((data) => ({ data }));
/** Bodies of every shape; about a third are valid enough to be stored. */
const contactBody = fc.oneof(
  { weight: 2, arbitrary: storable },
  fc
    .record(
      {
        name: fc.oneof(fc.string({ unit: 'binary', minLength: 2, maxLength: 50 }), anyValue),
        email,
        message: fc.oneof(fc.string({ unit: 'binary', minLength: 10, maxLength: 1000 }), anyValue),
        language: fc.oneof(fc.constantFrom('es', 'en'), anyValue),
        pagePath: anyValue,
        website: fc.oneof(fc.constant(''), anyValue),
      },
      { requiredKeys: [] },
    )
    .map((data) => ({ data })),
  fc.jsonValue(),
  fc.record({ data: anyValue }),
);

function expectSafe(status: number, body: string, context: string): void {
  expect(status, context).toBeLessThan(500);
  for (const marker of MARKERS) expect(body, context).not.toContain(marker);
  for (const leak of LEAKS) expect(body, context).not.toContain(leak);
}

describe('fuzz: the CMS contact endpoint', () => {
  it(
    `never answers 5xx to any JSON body, and stores only plain text (${RUNS} runs)`,
    async () => {
      let stored = 0;
      await fc.assert(
        fc.asyncProperty(contactBody, async (body) => {
          const cms = pick(stack.cms);
          const reply = await send(`${cms}/api/contact-submissions`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
            body: JSON.stringify(body),
          });
          expect(reply.status, reply.text.slice(0, 300)).toBeLessThan(500);
          expect([201, 400, 413, 429]).toContain(reply.status);
          const documentId = (reply.json.data as { documentId?: unknown } | null)?.documentId;
          if (reply.status === 201 && typeof documentId === 'string') {
            stored += 1;
            const [row] = await query<{ name: string; message: string }>(
              stack.databaseUrl,
              'select name, message from contact_submissions where document_id = $1',
              [documentId],
            );
            expect(row).toBeDefined();
            // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not be stored
            expect(row?.name).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/);
            // biome-ignore lint/suspicious/noControlCharactersInRegex: what must not be stored
            expect(row?.message).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/);
          }
        }),
        SETTINGS,
      );
      console.info(`contact fuzz: ${RUNS} bodies, ${stored} stored`);
      expect(stored).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    `never answers 5xx to malformed bodies, content types and sizes (${RUNS} runs)`,
    async () => {
      const rawBody = fc.oneof(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.constantFrom(
          '{',
          '{"data":',
          '{"data":{"name":',
          'null',
          '[]',
          '"x"',
          '{"data":[1,2]}',
          '\u0000',
          '{"__proto__":{"admin":true}}',
          `{"data":{"name":"${'a'.repeat(2_000_000)}"}}`,
        ),
        fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
      );
      const contentType = fc.constantFrom(
        'application/json',
        'application/json; charset=latin1',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        '',
      );
      await fc.assert(
        fc.asyncProperty(rawBody, contentType, async (body, type) => {
          const reply = await rawRequest(pick(stack.cms), {
            method: 'POST',
            path: '/api/contact-submissions',
            headers: {
              ...(type ? { 'content-type': type } : {}),
              'x-forwarded-for': nextAddress(),
            },
            body: Buffer.from(body, 'latin1'),
          });
          expect(
            reply.status,
            `${type} ${body.slice(0, 100)} → ${reply.body.slice(0, 200)}`,
          ).toBeLessThan(500);
        }),
        SETTINGS,
      );
    },
    TIMEOUT,
  );
});

describe('fuzz: the CMS read API (public, behind the proxy)', () => {
  it(
    `never answers 5xx to any query string (${RUNS} runs)`,
    async () => {
      const key = fc.oneof(
        fc.constantFrom(
          'locale',
          'sort',
          'filters[slug][$eq]',
          'filters[$or]',
          'filters[$and][0][slug][$eq]',
          'filters[slug][$in][0]',
          'filters[title][$containsi]',
          'populate',
          'populate[blocks]',
          'fields[0]',
          'fields',
          'pagination[page]',
          'pagination[pageSize]',
          'pagination[start]',
          'status',
          'publicationState',
          '__proto__[x]',
          'filters[slug][$eq][0]',
          'a[b][c][d][e][f]',
        ),
        fc.string({ maxLength: 20 }),
      );
      const value = fc.oneof(
        fc.constantFrom(
          'es',
          'en',
          'inicio',
          '*',
          '-1',
          '0',
          '1e9',
          'order:asc',
          'nope:desc',
          'draft',
          '%00',
          '%zz',
          '[]',
          '{}',
        ),
        fc.string({ maxLength: 30 }),
        fc
          .string({ unit: 'binary', maxLength: 30 })
          .map((v) => encodeURIComponent(v.replace(/[\ud800-\udfff]/g, '?'))),
      );
      const type = fc.constantFrom(
        'pages',
        'blogs',
        'banners',
        'testimonials',
        'site-setting',
        'calculator-setting',
        'contact-submissions',
        'users',
        'upload/files',
      );
      await fc.assert(
        fc.asyncProperty(
          type,
          fc.array(fc.tuple(key, value), { maxLength: 5 }),
          async (kind, pairs) => {
            const path = sendablePath(
              `/api/${kind}?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`,
            );
            const reply = await rawRequest(pick(stack.cms), { path });
            expect(reply.status, `${path} → ${reply.body.slice(0, 200)}`).toBeLessThan(500);
            if (kind === 'contact-submissions' || kind === 'users')
              expect(reply.status).not.toBe(200);
          },
        ),
        SETTINGS,
      );
    },
    TIMEOUT,
  );
});

const segment = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'inicio',
      'contactanos',
      'blogs',
      'blog',
      'en',
      'single',
      'assets',
      'uploads',
      'sitemap.xml',
      'robots.txt',
      'sitemap',
      'error',
      'home',
      '..',
      '.',
      '%2e%2e',
      '%2E%2E%2F',
      '..%2f',
      '..%5c',
      '..\\..',
      '%00',
      '%',
      '%zz',
      '%c0%ae%c0%ae',
      '%ff%fe',
      '.env',
      'server.js',
      'package.json',
      'etc',
      'passwd',
      '__proto__',
      'constructor',
      'inicio.data',
      '_root.data',
      'index.html',
      'favicon.ico',
      '~',
      '*',
      ';',
      'webhooks',
      'cms',
      'healthz',
      'primer-post',
    ),
  },
  fc.string({ maxLength: 20 }),
  fc
    .string({ unit: 'binary', maxLength: 20 })
    .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(...MARKERS).map((m) => encodeURIComponent(m)),
  fc.string({ minLength: 200, maxLength: 4_000 }),
);
const queryPart = fc.oneof(
  fc.constant(''),
  fc
    .array(
      fc.tuple(
        fc.oneof(
          fc.constantFrom(
            'page',
            'index',
            '_data',
            '_routes',
            'lang',
            'locale',
            'status',
            '__proto__[x]',
            'a[b][c]',
            'q',
          ),
          fc.string({ maxLength: 10 }),
        ),
        fc.oneof(
          fc.constantFrom(
            '-1',
            '0',
            '1e309',
            'NaN',
            '99999999999',
            '2',
            'es',
            'en',
            'draft',
            ...MARKERS,
          ),
          fc.string({ maxLength: 30 }),
          fc.string({ unit: 'binary', maxLength: 30 }),
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}`),
  fc.string({ unit: 'binary', maxLength: 100 }).map((s) => `?${s}`),
);
const webPath = fc
  .tuple(
    fc.constantFrom('', '/en'),
    fc.array(segment, { minLength: 0, maxLength: 5 }),
    fc.constantFrom('/', '//', '\\', '/./'),
    queryPart,
  )
  .map(([prefix, segments, separator, q]) =>
    sendablePath(`${prefix}/${segments.join(separator)}${q}`),
  );

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
          const slug = `hostil-${stack.runId}-${n}`;
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
